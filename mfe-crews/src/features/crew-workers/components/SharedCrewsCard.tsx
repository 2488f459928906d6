import { useState } from 'react';
import { crewKey, type CrewSharedImport } from 'shared-api';
import { Button, Card, EmptyState, useToast } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { CrewImage } from '../../../components/CrewImage';
import { RowActions, RowItem, RowList, RowNote, RowText } from '../../../components/Rows';
import { SharedCrewPanel } from '../../../components/SharedCrewPanel';
import { useSharedCrewAttachments } from '../../../components/useSharedCrewAttachments';
import { useCrewsT } from '../../../i18n';
import { AttachSharedCrewModal } from './AttachSharedCrewModal';

export interface SharedCrewsCardProps {
  crewId: number;
  crewName: string;
  /** The crew's `crew_shared_imports`. */
  imports: readonly CrewSharedImport[];
}

/**
 * The crew's Shared Crews card (ADR 0015): crews other companies share with the customer, attached to this crew;
 * View opens one read-only, Detach (confirmed) takes it off, Attach puts another on.
 */
export function SharedCrewsCard({ crewId, crewName, imports }: SharedCrewsCardProps) {
  const { t } = useCrewsT();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { detach, busyId } = useSharedCrewAttachments(crewId, crewName);
  const [attaching, setAttaching] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

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
              <RowActions>
                <Button size="sm" variant="secondary" onClick={() => setOpenId(item.imported_crew.id)} aria-label={t('shared.viewNamed', { name: item.imported_crew.name })}>
                  {t('shared.view')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busyId === item.imported_crew.id}
                  onClick={() => void detach(item)}
                  aria-label={t('sharedCrews.detach.named', { name: item.imported_crew.name })}
                >
                  {t('sharedCrews.detach.action')}
                </Button>
              </RowActions>
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
