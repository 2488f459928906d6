import { useState } from 'react';
import { crewKey, detachSharedCrew, formErrorsFrom, type CrewSharedImport } from 'shared-api';
import { Button, Card, EmptyState, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { CrewImage } from '../../../components/CrewImage';
import { RowItem, RowList, RowNote, RowText } from '../../../components/Rows';
import { SharedCrewPanel } from '../../../components/SharedCrewPanel';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { AttachSharedCrewModal } from './AttachSharedCrewModal';

export interface SharedCrewsCardProps {
  crewId: number;
  crewName: string;
  /** The crew's `crew_shared_imports`. */
  imports: readonly CrewSharedImport[];
}

const Actions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/**
 * The crew's Shared Crews card (ADR 0015): crews other companies share with the customer, attached to this crew;
 * View opens one read-only, Detach (confirmed) takes it off, Attach puts another on.
 */
export function SharedCrewsCard({ crewId, crewName, imports }: SharedCrewsCardProps) {
  const { t } = useCrewsT();
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [attaching, setAttaching] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [detachingId, setDetachingId] = useState<number | null>(null);

  async function detach(item: CrewSharedImport) {
    const name = item.imported_crew.name;
    const confirmed = await confirm(t('sharedCrews.detach.confirm', { name, crew: crewName }), {
      title: t('sharedCrews.detach.title', { name }),
      confirmLabel: t('sharedCrews.detach.action'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setDetachingId(item.id);
    try {
      const response = await detachSharedCrew(crewId, item.id);
      toast.success(response.message);
      await mutate(crewKey(crewId));
    } catch (error) {
      const fallback = getCrewsT()('sharedCrews.detach.failed');
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setDetachingId(null);
    }
  }

  return (
    <Card
      title={t('workers.sharedCrews')}
      actions={
        <Button size="sm" variant="secondary" onClick={() => setAttaching(true)}>
          {t('sharedCrews.attach.open')}
        </Button>
      }
    >
      {imports.length === 0 ? (
        <EmptyState icon="crews" title={t('sharedCrews.empty')} description={t('sharedCrews.emptyHint')} />
      ) : (
        <RowList aria-label={t('sharedCrews.listLabel', { crew: crewName })}>
          {imports.map((item) => (
            <RowItem key={item.id}>
              <CrewImage url={item.imported_crew.crew_image_url} name={item.imported_crew.name} size={36} />
              <RowText>
                {item.imported_crew.name}
                <RowNote>{t('shared.sharedBy', { company: item.imported_crew.customer.name })}</RowNote>
              </RowText>
              <Actions>
                <Button size="sm" variant="secondary" onClick={() => setOpenId(item.imported_crew.id)} aria-label={t('shared.viewNamed', { name: item.imported_crew.name })}>
                  {t('shared.view')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={detachingId === item.id}
                  onClick={() => void detach(item)}
                  aria-label={t('sharedCrews.detach.named', { name: item.imported_crew.name })}
                >
                  {t('sharedCrews.detach.action')}
                </Button>
              </Actions>
            </RowItem>
          ))}
        </RowList>
      )}
      {attaching ? (
        <AttachSharedCrewModal
          crewId={crewId}
          crewName={crewName}
          attached={imports}
          onClose={() => setAttaching(false)}
          onAttached={(response) => {
            setAttaching(false);
            toast.success(response.message);
            void mutate(crewKey(crewId));
          }}
        />
      ) : null}
      {openId !== null ? <SharedCrewPanel crewId={crewId} sharedCrewId={openId} onClose={() => setOpenId(null)} /> : null}
    </Card>
  );
}
