import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useEnterpriseCustomer } from 'shared-api';
import { Card, FeatureUnavailable, PageHeader, Skeleton, Tabs, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { SWRConfig } from 'swr';
import { useJobsFeedT } from '../../../i18n';
import { IntegrationTab } from './IntegrationTab';
import { JobsTab } from './JobsTab';

type Menu = 'jobs' | 'integration';

const PANEL_ID_PREFIX = 'jobs-feed-menu';

const TabBar = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

/** /jobs-feed: the Jobs and Integration menus, behind the jobs_feed feature (?menu=integration keeps the choice). */
export default function JobsFeedPage() {
  const { t } = useJobsFeedT();
  const [params, setParams] = useSearchParams();
  const menu: Menu = params.get('menu') === 'integration' ? 'integration' : 'jobs';
  const items = [
    { value: 'jobs' as const, label: t('page.menu.jobs') },
    { value: 'integration' as const, label: t('page.menu.integration') },
  ];
  useDocumentTitle(menu === 'jobs' ? t('page.title') : t('page.documentTitle', { menu: t('page.menu.integration') }));
  const customer = useEnterpriseCustomer();
  // A 403 from any load: the server says the customer lacks the feature.
  const [refused, setRefused] = useState(false);
  const lacksFeature = customer.data ? !customer.data.enterprise_customer.features.some(({ label }) => label === 'jobs_feed') : false;

  const header = <PageHeader title={t('page.title')} description={t('page.description')} />;
  const tabBar = (
    <TabBar>
        <Tabs<Menu>
          aria-label={t('page.menuLabel')}
          items={items}
          value={menu}
          onChange={(next) => setParams(next === 'jobs' ? {} : { menu: next })}
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

  if (lacksFeature || refused) {
    // The page's heading stays readable; its menus and content show blurred behind the notice.
    return (
      <>
        {header}
        <FeatureUnavailable>
          {tabBar}
          <Card flush>
          <Padded>
              <Skeleton lines={8} height={18} label={t('page.title')} />
            </Padded>
          </Card>
        </FeatureUnavailable>
      </>
    );
  }

  // Until the shell has the customer, nothing loads that the customer may not be allowed to see.
  if (!customer.data && !customer.error) {
    return (
      <>
        {chrome}
        <Card>
          <Skeleton lines={6} height={18} label={t('common.loading')} />
        </Card>
      </>
    );
  }

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
        <section role="tabpanel" id={`${PANEL_ID_PREFIX}-${menu}`} aria-label={items.find(({ value }) => value === menu)?.label}>
          {menu === 'jobs' ? <JobsTab /> : <IntegrationTab />}
        </section>
      </SWRConfig>
    </>
  );
}
