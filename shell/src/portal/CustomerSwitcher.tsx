import { useId, useState } from 'react';
import { switchCustomer, useUserCustomers } from 'shared-api';
import { Spinner, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getShellT, useShellT } from '../i18n';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin-bottom: ${({ theme }) => theme.spacing(1)};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.sidebarText};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  select {
    width: 100%;
    min-height: 36px;
    padding: ${({ theme }) => `0 ${theme.spacing(1)}`};
    border: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.sidebarRaised};
    color: ${({ theme }) => theme.colors.sidebarTextActive};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * For a user of several customers: which one the session works in, and a switch to another. A switch reloads the
 * page, since every list the page holds belongs to the previous customer.
 */
export function CustomerSwitcher() {
  const { t } = useShellT();
  const toast = useToast();
  const id = useId();
  const customers = useUserCustomers();
  const [switching, setSwitching] = useState(false);
  const list = customers.data?.customers ?? [];
  const current = list.find((customer) => customer.is_current);
  if (list.length < 2 || !current) return null;

  async function choose(customerId: number) {
    setSwitching(true);
    try {
      await switchCustomer(customerId);
      window.location.assign('/');
    } catch {
      toast.error(getShellT()('account.switchFailed'));
      setSwitching(false);
    }
  }

  return (
    <Field>
      <label htmlFor={id}>
        {t('account.customer')}
        {switching ? <Spinner size={12} label={t('account.switching')} /> : null}
      </label>
      <select id={id} value={current.id} disabled={switching} onChange={(event) => void choose(Number(event.target.value))}>
        {list.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
