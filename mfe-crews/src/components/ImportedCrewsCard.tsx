import { useState, type ReactNode } from 'react';
import { useImportedCrews } from 'shared-api';
import { Button, Card, EmptyState, RetryAlert, Skeleton, useFormat } from 'shared-ui';
import { useCrewsT } from '../i18n';
import { CrewImage } from './CrewImage';
import { RowItem, RowList, RowNote, RowText } from './Rows';
import { SharedCrewPanel } from './SharedCrewPanel';

export interface ImportedCrewsCardProps {
  crewId: number;
  title: string;
  /** Extra header action (Request a Crew on the share page). */
  actions?: ReactNode;
}

/** Crews other companies share with this one (read-only until they withdraw the share). */
export function ImportedCrewsCard({ crewId, title, actions }: ImportedCrewsCardProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  const imported = useImportedCrews(crewId);
  const [openId, setOpenId] = useState<number | null>(null);
  let body;
  if (imported.error && !imported.data) {
    body = <RetryAlert onRetry={() => void imported.mutate()}>{t('shared.importedLoadFailed')}</RetryAlert>;
  } else if (!imported.data) {
    body = <Skeleton lines={3} label={t('shared.importedLoading')} />;
  } else if (imported.data.crews.length === 0) {
    body = <EmptyState icon="crews" title={t('shared.importedEmpty')} description={t('shared.importedEmptyHint')} />;
  } else {
    body = (
      <RowList>
        {imported.data.crews.map((crew) => (
          <RowItem key={crew.crew_share_id}>
            <CrewImage url={crew.crew_image_url} name={crew.name} size={36} />
            <RowText>
              {crew.name}
              <RowNote>
                {t('shared.importedLine', { company: crew.customer.name, count: crew.workers_count, value: format.number(crew.workers_count), when: crew.shared_at_diff_for_humans })}
              </RowNote>
            </RowText>
            <Button size="sm" variant="secondary" onClick={() => setOpenId(crew.id)} aria-label={t('shared.viewNamed', { name: crew.name })}>
              {t('shared.view')}
            </Button>
          </RowItem>
        ))}
      </RowList>
    );
  }
  return (
    <Card title={title} actions={actions}>
      {body}
      {openId !== null ? <SharedCrewPanel crewId={crewId} sharedCrewId={openId} onClose={() => setOpenId(null)} /> : null}
    </Card>
  );
}
