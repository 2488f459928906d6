import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useEnterpriseCustomer } from 'shared-api';
import { TabbedPage, useDocumentTitle } from 'shared-ui';
import { SWRConfig } from 'swr';
import { useJobsFeedT } from '../../../i18n';
import { IntegrationTab } from './IntegrationTab';
import { JobsTab } from './JobsTab';

type Menu = 'jobs' | 'integration';

const PANEL_ID_PREFIX = 'jobs-feed-menu';

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

  return (
    <TabbedPage<Menu>
      title={t('page.title')}
      description={t('page.description')}
      tabsLabel={t('page.menuLabel')}
      tabs={items}
      tab={menu}
      onTabChange={(next) => setParams(next === 'jobs' ? {} : { menu: next })}
      panelIdPrefix={PANEL_ID_PREFIX}
      unavailable={lacksFeature || refused}
      // Until the shell has the customer, nothing loads that the customer may not be allowed to see.
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
        {menu === 'jobs' ? <JobsTab /> : <IntegrationTab />}
      </SWRConfig>
    </TabbedPage>
  );
}
