import { useId, useState } from 'react';
import type { Worker } from 'shared-api';
import { PanelSection, Tabs } from 'shared-ui';
import styled from 'styled-components';
import { ContactsTab } from './ContactsTab';
import { EditDetailsTab } from './EditDetailsTab';
import { WalletAccess } from './WalletAccess';
import { WorkerSummary } from './WorkerSummary';

type DetailsTab = 'details' | 'edit' | 'contacts';

const TABS: Array<{ value: DetailsTab; label: string }> = [
  { value: 'details', label: 'Details' },
  { value: 'edit', label: 'Edit Details' },
  { value: 'contacts', label: 'Contacts' },
];

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
  return (
    <div>
      <Tabs aria-label="Worker details" items={TABS} value={tab} onChange={setTab} panelIdPrefix={panelIdPrefix} />
      <TabPanel role="tabpanel" id={`${panelIdPrefix}-${tab}`} aria-label={TABS.find((item) => item.value === tab)?.label}>
        {tab === 'details' ? (
          <>
            <PanelSection title="Details">
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
