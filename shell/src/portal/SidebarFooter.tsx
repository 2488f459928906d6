import { useState } from 'react';
import { logout, meKey, updateMyLocale, useUserCustomers, type MeResponse } from 'shared-api';
import { Button, LanguageSwitch, useToast, type Locale } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { getShellT, useShellT } from '../i18n';
import { CustomerSwitcher } from './CustomerSwitcher';

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.sidebarText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.sidebarTextActive};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface SidebarFooterProps {
  userName?: string;
  customerName?: string;
}

const Language = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(1)};
`;

export function SidebarFooter({ userName, customerName }: SidebarFooterProps) {
  const toast = useToast();
  const { t } = useShellT();
  const { mutate } = useSWRConfig();
  const [signingOut, setSigningOut] = useState(false);
  // With several customers the switcher names the current one; the line under the user would repeat it.
  const severalCustomers = (useUserCustomers().data?.customers.length ?? 0) > 1;

  /** The page has already switched; the choice is stored on the user for every device and for their e-mails. */
  async function saveLocale(locale: Locale) {
    try {
      const { user } = await updateMyLocale(locale);
      await mutate<MeResponse>(meKey, { user }, { revalidate: false });
    } catch {
      // In the language just chosen: this render's `t` still speaks the previous one.
      toast.error(getShellT(locale)('account.localeNotSaved'));
    }
  }

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
      // A full load: the next page needs the fresh CSRF token the server puts into index.html.
      window.location.assign('/login');
    } catch {
      toast.error(t('account.signOutFailed'));
      setSigningOut(false);
    }
  }

  return (
    <>
      {userName || customerName ? (
        <Who>
          {userName ? <strong>{userName}</strong> : null}
          {customerName && !severalCustomers ? <span>{customerName}</span> : null}
        </Who>
      ) : null}
      <CustomerSwitcher />
      <Language>
        <LanguageSwitch tone="dark" fullWidth onChange={(locale) => void saveLocale(locale)} />
      </Language>
      <Button variant="secondary" size="sm" icon="logout" loading={signingOut} onClick={signOut} fullWidth>
        {t('account.signOut')}
      </Button>
    </>
  );
}
