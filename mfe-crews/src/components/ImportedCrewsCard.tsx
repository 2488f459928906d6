import { useState, type ReactNode } from 'react';
import { useImportedCrews, type CrewSharedImport } from 'shared-api';
import { Button, Card, EmptyState, RetryAlert, Skeleton, useFormat } from 'shared-ui';
import { useCrewsT } from '../i18n';
import { CrewImage } from './CrewImage';
import styled from 'styled-components';
import { RowActions, RowItem, RowList, RowNote, RowText } from './Rows';
import { SharedCrewPanel } from './SharedCrewPanel';
import { useSharedCrewAttachments } from './useSharedCrewAttachments';

export interface ImportedCrewsCardProps {
  crewId: number;
  title: string;
  /** Extra header action (Request a Crew on the share page). */
  actions?: ReactNode;
  /**
   * On a crew's own page (Share Crew): that crew, whose `crew_shared_imports` say which rows are on its Shared Crews
   * card. Each row then offers Attach to this crew, or Detach when it is on it already (ADR 0015).
   */
  attachTo?: { name: string; imports: readonly CrewSharedImport[] };
}

const Hint = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Crews other companies share with the customer (read-only until they withdraw the share): the same list on every
 * crew's Share Crew page, each row saying whether it is on this crew's Shared Crews and attaching or detaching it.
 */
export function ImportedCrewsCard({ crewId, title, actions, attachTo }: ImportedCrewsCardProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  const imported = useImportedCrews(crewId);
  const { attach, detach, busyId } = useSharedCrewAttachments(crewId, attachTo?.name ?? '');
  const attachedOf = (sharedCrewId: number) => attachTo?.imports.find((item) => item.imported_crew.id === sharedCrewId);
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
      <>
        {attachTo ? <Hint>{t('sharedCrews.fromImported.hint', { crew: attachTo.name })}</Hint> : null}
        <RowList>
          {imported.data.crews.map((crew) => {
            const attached = attachedOf(crew.id);
            return (
              <RowItem key={crew.crew_share_id}>
                <CrewImage url={crew.crew_image_url} name={crew.name} size={36} />
                <RowText>
                  {crew.name}
                  <RowNote>
                    {t('shared.importedLine', { company: crew.customer.name, count: crew.workers_count, value: format.number(crew.workers_count), when: crew.shared_at_diff_for_humans })}
                  </RowNote>
                  {attachTo && attached ? <RowNote>{t('sharedCrews.fromImported.attached', { crew: attachTo.name })}</RowNote> : null}
                </RowText>
                <RowActions>
                  <Button size="sm" variant="secondary" onClick={() => setOpenId(crew.id)} aria-label={t('shared.viewNamed', { name: crew.name })}>
                    {t('shared.view')}
                  </Button>
                  {attachTo && attached ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busyId === crew.id}
                      onClick={() => void detach(attached)}
                      aria-label={t('sharedCrews.detach.named', { name: crew.name })}
                    >
                      {t('sharedCrews.detach.action')}
                    </Button>
                  ) : null}
                  {attachTo && !attached ? (
                    <Button
                      size="sm"
                      loading={busyId === crew.id}
                      onClick={() => void attach(crew.id)}
                      aria-label={t('sharedCrews.fromImported.attachNamed', { name: crew.name, crew: attachTo.name })}
                    >
                      {t('sharedCrews.attach.submit')}
                    </Button>
                  ) : null}
                </RowActions>
              </RowItem>
            );
          })}
        </RowList>
      </>
    );
  }
  return (
    <Card title={title} actions={actions}>
      {body}
      {openId !== null ? <SharedCrewPanel crewId={crewId} sharedCrewId={openId} onClose={() => setOpenId(null)} /> : null}
    </Card>
  );
}
