import { Suspense, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useEnterpriseCustomer } from 'shared-api';
import { Card, FeatureUnavailable, PageHeader, Skeleton, Tabs, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
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

const TabBar = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

const PANEL_ID_PREFIX = 'credentials-tab';

function TabLoading() {
  const { t } = useCredentialsT();
  return (
    <Card>
      <Skeleton lines={6} height={18} label={t('common.loading')} />
    </Card>
  );
}

/** What a customer without the feature sees blurred behind the notice; nothing is fetched for it. */
function UnavailablePreview() {
  const { t } = useCredentialsT();
  return (
    <Card flush>
      <Padded>
        <Skeleton lines={8} height={18} label={t('page.title')} />
      </Padded>
    </Card>
  );
}

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

  const header = <PageHeader title={t('page.title')} description={t('page.description')} />;
  const tabBar = (
    <TabBar>
      <Tabs<CredentialsTabName>
        aria-label={t('page.sections')}
        items={tabs}
        value={tab}
        onChange={(next) => setParams(paramsForTab(next))}
        panelIdPrefix={PANEL_ID_PREFIX}
      />
    </TabBar>
  );
  const chrome = (
    <>
      {header}
      {tabBar}
    </>
  );

  // The page's heading stays outside the blurred part, which is hidden from assistive technology.
  if (lacksFeature || refused) {
    return (
      <>
        {header}
        <FeatureUnavailable>
          {tabBar}
          <UnavailablePreview />
        </FeatureUnavailable>
      </>
    );
  }

  // The shell has usually loaded the customer already; until it has, no tab loads what it may not be allowed to see.
  if (!customer.data && !customer.error) {
    return (
      <>
        {chrome}
        <TabLoading />
      </>
    );
  }

  const label = tabs.find((item) => item.value === tab)?.label;
  return (
    <>
      {chrome}
      <SWRConfig
        value={{
          onError: (error) => {
            if (error instanceof ApiError && error.status === 403) setRefused(true);
          },
        }}
      >
        <section role="tabpanel" id={`${PANEL_ID_PREFIX}-${tab}`} aria-label={label}>
          <Suspense fallback={<TabLoading />}>
            {tab === 'credentials' ? <CredentialsTab /> : null}
            {tab === 'credential-update-requests' ? <UpdateRequestsTab /> : null}
            {tab === 'add' ? <AddCredentials /> : null}
            {tab === 'credential-issuers' ? <CredentialIssuers /> : null}
          </Suspense>
        </section>
      </SWRConfig>
    </>
  );
}
