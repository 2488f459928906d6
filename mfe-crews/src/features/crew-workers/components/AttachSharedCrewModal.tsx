import { useState } from 'react';
import { Link } from 'react-router-dom';
import { attachSharedCrew, useImportedCrews, type CrewSharedImport, type CrewSharedImportResponse } from 'shared-api';
import { Alert, Button, EmptyState, Modal, RetryAlert, SelectField, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useFormSubmit } from '../../../components/useFormSubmit';
import { useCrewsT } from '../../../i18n';

export interface AttachSharedCrewModalProps {
  crewId: number;
  crewName: string;
  /** Already on the card: not offered again. */
  attached: readonly CrewSharedImport[];
  onClose: () => void;
  onAttached: (response: CrewSharedImportResponse) => void;
}

const FORM_ID = 'attach-shared-crew-form';

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ShareLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Attach a crew another company shares with the customer to this crew's Shared Crews card (ADR 0015). */
export function AttachSharedCrewModal({ crewId, crewName, attached, onClose, onAttached }: AttachSharedCrewModalProps) {
  const { t } = useCrewsT();
  const imported = useImportedCrews(crewId);
  const [choice, setChoice] = useState('');
  const taken = new Set(attached.map((item) => item.imported_crew.id));
  const offered = (imported.data?.crews ?? []).filter((crew) => !taken.has(crew.id));

  const { errors, failure, saving, submit, clearError } = useFormSubmit<'shared_crew_id'>({
    fields: ['shared_crew_id'],
    failedKey: 'sharedCrews.attach.failed',
    check: () => (choice ? {} : { shared_crew_id: t('sharedCrews.attach.required') }),
    send: async () => {
      try {
        onAttached(await attachSharedCrew(crewId, Number(choice)));
      } catch (error) {
        // The list may be stale (a share withdrawn meanwhile): ask again.
        void imported.mutate();
        throw error;
      }
    },
  });

  let body;
  if (imported.error && !imported.data) {
    body = <RetryAlert onRetry={() => void imported.mutate()}>{t('shared.importedLoadFailed')}</RetryAlert>;
  } else if (!imported.data) {
    body = <Skeleton lines={2} label={t('shared.importedLoading')} />;
  } else if (offered.length === 0) {
    body = (
      <EmptyState
        icon="crews"
        title={imported.data.crews.length === 0 ? t('shared.importedEmpty') : t('sharedCrews.attach.allAttached')}
        description={t('sharedCrews.attach.noneHint')}
        action={<ShareLink to={`/crews/${crewId}/share-crew`}>{t('sharedCrews.attach.toShare')}</ShareLink>}
      />
    );
  } else {
    body = (
      <form id={FORM_ID} noValidate onSubmit={submit}>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Intro>{t('sharedCrews.attach.intro', { crew: crewName })}</Intro>
        <SelectField
          label={t('sharedCrews.attach.field')}
          required
          placeholder={t('sharedCrews.attach.choose')}
          options={offered.map((crew) => ({ value: String(crew.id), label: t('sharedCrews.attach.option', { crew: crew.name, company: crew.customer.name }) }))}
          value={choice}
          error={errors.shared_crew_id}
          onChange={(event) => {
            setChoice(event.target.value);
            clearError('shared_crew_id');
          }}
        />
      </form>
    );
  }

  return (
    <Modal
      open
      title={t('sharedCrews.attach.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          {offered.length > 0 ? (
            <Button type="submit" form={FORM_ID} loading={saving}>
              {t('sharedCrews.attach.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      {body}
    </Modal>
  );
}
