import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, useEnterpriseCustomer, useMe, useUnreadNotificationCount } from 'shared-api';
import { AppLayout, OfflineBanner, RetryAlert, Sidebar } from 'shared-ui';
import styled from 'styled-components';
import { useRemotesStore } from '../federation/remotes';
import { useShellT } from '../i18n';
import { useUserLocale } from '../i18n/useUserLocale';
import { buildSidebar } from '../nav';
import { RemoteOutlet } from './RemoteOutlet';
import { SidebarFooter } from './SidebarFooter';

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

/** A 401 is already on its way to /login; anything else deserves a word and a retry. */
const reportable = (error: unknown) => Boolean(error) && !(error instanceof ApiError && error.status === 401);

const Brand = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.01em;
`;

/**
 * The signed-in chrome. User and customer load alongside the area's remote rather than before it;
 * a 401 from either sends the browser to /login (shared-api's client).
 */
export function PortalLayout() {
  const { pathname } = useLocation();
  const me = useMe();
  const customer = useEnterpriseCustomer();
  const remotes = useRemotesStore((state) => state.remotes);
  const { t, locale } = useShellT();
  useUserLocale(me.data?.user.locale);
  const unread = useUnreadNotificationCount();
  const sidebar = buildSidebar(remotes, customer.data?.enterprise_customer, pathname, locale);
  // The unread count rides on the Notifications entry, whichever remote serves it.
  const items = sidebar.items.map((item) => (item.key === 'notifications' ? { ...item, badge: unread.data?.unread_count } : item));
  const { pinnedItems } = sidebar;
  const brand = <Brand>{t('brand')}</Brand>;
  const accountFailed = reportable(me.error) || reportable(customer.error);
  // The same element on every render: the chrome's updates (the unread badge as a page marks cards read, the user
  // and customer arriving) leave the page alone, which follows the location and its own data by itself.
  const outlet = useMemo(() => <RemoteOutlet />, []);

  return (
    <AppLayout
      topBar={brand}
      sidebar={
        <Sidebar
          brand={brand}
          items={items}
          pinnedItems={pinnedItems}
          footer={
            <SidebarFooter userName={me.data?.user.full_name} customerName={customer.data?.enterprise_customer.name} />
          }
        />
      }
    >
      {accountFailed ? (
        <Banner>
          <RetryAlert
            tone="warning"
            onRetry={() => {
              void me.mutate();
              void customer.mutate();
            }}
          >
            {t('account.loadFailed')}
          </RetryAlert>
        </Banner>
      ) : null}
      {outlet}
      <OfflineBanner />
    </AppLayout>
  );
}
