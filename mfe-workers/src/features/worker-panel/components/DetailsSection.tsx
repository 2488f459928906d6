import { useId, useState } from 'react';
import type { Worker } from 'shared-api';
import { PanelSection, Tabs } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { ContactsTab } from './ContactsTab';
import { EditDetailsTab } from './EditDetailsTab';
import { WalletAccess } from './WalletAccess';
import { WorkerSummary } from './WorkerSummary';

type DetailsTab = 'details' | 'edit' | 'contacts';

const TABS: DetailsTab[] = ['details', 'edit', 'contacts'];

/** Three tabs may not fit a phone's width (French runs longer): they wrap rather than hide behind a scroll. */
const TabsRow = styled.div`
  ${({ theme }) => theme.media.mobile} {
    & [role='tablist'] {
      flex-wrap: wrap;
    }
  }
`;

const TabPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding-top: ${({ theme }) => theme.spacing(2)};
`;

interface DetailsSectionProps {
  worker: Worker;
  onWorkerChange: (worker: Worker) => void;
}

export function DetailsSection({ worker, onWorkerChange }: DetailsSectionProps) {
  const [tab, setTab] = useState<DetailsTab>('details');
  const panelIdPrefix = useId();
  const { t } = useWorkersT();
  const tabs = TABS.map((value) => ({ value, label: t(`details.tabs.${value}` as const) }));
  return (
    <div>
      <TabsRow>
        <Tabs aria-label={t('details.tabsLabel')} items={tabs} value={tab} onChange={setTab} panelIdPrefix={panelIdPrefix} />
      </TabsRow>
      <TabPanel role="tabpanel" id={`${panelIdPrefix}-${tab}`} aria-label={t(`details.tabs.${tab}` as const)}>
        {tab === 'details' ? (
          <>
            <PanelSection title={t('details.title')}>
              <WorkerSummary worker={worker} />
            </PanelSection>
            <WalletAccess workerId={worker.id} />
          </>
        ) : null}
        {tab === 'edit' ? <EditDetailsTab worker={worker} onWorkerChange={onWorkerChange} /> : null}
        {tab === 'contacts' ? <ContactsTab workerId={worker.id} /> : null}
      </TabPanel>
    </div>
  );
}
