import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useEnterpriseCustomer } from 'shared-api';
import { TabbedPage, useDocumentTitle } from 'shared-ui';
import { SWRConfig } from 'swr';
import { useCredentialsT } from '../../../i18n';
import { CREDENTIALS_TABS, paramsForTab, tabFromParams, type CredentialsTabName } from '../utils/pageName';
import { CredentialsTab } from './CredentialsTab';
import { UpdateRequestsTab } from './UpdateRequestsTab';

/** The tabs other features provide; routes.tsx hands them in so features do not import each other. */
export interface CredentialsPageProps {
  AddCredentials: ComponentType;
  CredentialIssuers: ComponentType;
}

const PANEL_ID_PREFIX = 'credentials-tab';

/** /credentials: four tabs held in the page-name query parameter, behind the credentials feature. */
export default function CredentialsPage({ AddCredentials, CredentialIssuers }: CredentialsPageProps) {
  const { t } = useCredentialsT();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const tabs = CREDENTIALS_TABS.map(({ value, labelKey }) => ({ value, label: t(labelKey) }));
  const tabLabel = tabs.find(({ value }) => value === tab)?.label;
  useDocumentTitle(tabLabel && tabLabel !== t('page.title') ? t('page.documentTitle', { tab: tabLabel }) : t('page.title'));
  const customer = useEnterpriseCustomer();
  // A 403 from any of the tabs' loads: the server says the customer lacks the feature.
  const [refused, setRefused] = useState(false);
  const lacksFeature = customer.data
    ? !customer.data.enterprise_customer.features.some((feature) => feature.label === 'credentials')
    : false;

  return (
    <TabbedPage<CredentialsTabName>
      title={t('page.title')}
      description={t('page.description')}
      tabsLabel={t('page.sections')}
      tabs={tabs}
      tab={tab}
      onTabChange={(next) => setParams(paramsForTab(next))}
      panelIdPrefix={PANEL_ID_PREFIX}
      unavailable={lacksFeature || refused}
      // The shell has usually loaded the customer already; until it has, no tab loads what it may not be allowed to see.
      loading={!customer.data && !customer.error}
      loadingLabel={t('common.loading')}
    >
      <SWRConfig
        value={{
          onError: (error) => {
            if (error instanceof ApiError && error.status === 403) setRefused(true);
          },
        }}
      >
        {tab === 'credentials' ? <CredentialsTab /> : null}
        {tab === 'credential-update-requests' ? <UpdateRequestsTab /> : null}
        {tab === 'add' ? <AddCredentials /> : null}
        {tab === 'credential-issuers' ? <CredentialIssuers /> : null}
      </SWRConfig>
    </TabbedPage>
  );
}
