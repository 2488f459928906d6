import { useCallback, useId, useState } from 'react';
import { ApiError, useWorkerDetails, type Worker } from 'shared-api';
import { EmptyState, RetryAlert, SidePanel, SidePanelContent, type SidePanelSize, Skeleton, Tabs, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { CredentialsSection } from './CredentialsSection';
import { CrewsSection } from './CrewsSection';
import { DetailsSection } from './DetailsSection';
import { NotesSection } from './NotesSection';
import { OpenRequestsSection } from './OpenRequestsSection';
import { WorkerHeader } from './WorkerHeader';

export type WorkerPanelSection = 'details' | 'credentials' | 'open-requests' | 'crews' | 'notes';

const SECTIONS: WorkerPanelSection[] = ['details', 'credentials', 'open-requests', 'crews', 'notes'];

export interface WorkerPanelProps {
  workerId: number;
  onClose: () => void;
  /** Called with the worker after every change made in the panel, so the list can show it. */
  onWorkerChange: (worker: Worker) => void;
  initialSection?: WorkerPanelSection;
}

const Menu = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.spacing(1)};
  }

  & > [role='tablist'] {
    border-bottom: none;
  }

  /* Five sections do not fit a phone's width: they wrap rather than hide behind a scroll. */
  ${({ theme }) => theme.media.mobile} {
    & > [role='tablist'] {
      flex-wrap: wrap;
    }
  }
`;

/** The worker details panel: header with picture, job title and tags, then the five sections. */
export function WorkerPanel({ workerId, onClose, onWorkerChange, initialSection = 'details' }: WorkerPanelProps) {
  const { data, error, isLoading, mutate } = useWorkerDetails(workerId);
  const [size, setSize] = useState<SidePanelSize>('medium');
  const [section, setSection] = useState<WorkerPanelSection>(initialSection);
  const panelIdPrefix = useId();
  const { t } = useWorkersT();
  const sections = SECTIONS.map((value) => ({ value, label: t(`panel.sections.${value}` as const) }));
  const worker = data?.worker;
  useDocumentTitle(worker?.full_name ?? null);

  const applyWorker = useCallback(
    (updated: Worker) => {
      void mutate({ worker: updated }, { revalidate: false });
      onWorkerChange(updated);
    },
    [mutate, onWorkerChange],
  );

  let body;
  if (error) {
    body = (
      <SidePanelContent>
        {error instanceof ApiError && error.status === 404 ? (
          <EmptyState icon="workers" title={t('panel.notFoundTitle')} description={t('panel.notFoundDescription')} />
        ) : (
          <RetryAlert onRetry={() => void mutate()}>{t('panel.loadFailed')}</RetryAlert>
        )}
      </SidePanelContent>
    );
  } else if (isLoading || !worker) {
    body = (
      <SidePanelContent>
        <Skeleton lines={6} label={t('panel.loading')} />
      </SidePanelContent>
    );
  } else {
    body = (
      <>
        <WorkerHeader worker={worker} onWorkerChange={applyWorker} />
        <Menu>
          <Tabs aria-label={t('panel.sectionsLabel')} items={sections} value={section} onChange={setSection} panelIdPrefix={panelIdPrefix} />
        </Menu>
        <SidePanelContent
          role="tabpanel"
          id={`${panelIdPrefix}-${section}`}
          aria-label={t(`panel.sections.${section}` as const)}
        >
          {section === 'details' ? <DetailsSection worker={worker} onWorkerChange={applyWorker} /> : null}
          {section === 'credentials' ? <CredentialsSection workerId={worker.id} /> : null}
          {section === 'open-requests' ? <OpenRequestsSection workerId={worker.id} /> : null}
          {section === 'crews' ? <CrewsSection workerId={worker.id} /> : null}
          {section === 'notes' ? <NotesSection workerId={worker.id} /> : null}
        </SidePanelContent>
      </>
    );
  }

  return (
    <SidePanel title={worker?.full_name ?? t('panel.worker')} onClose={onClose} size={size} onSizeChange={setSize}>
      {body}
    </SidePanel>
  );
}
