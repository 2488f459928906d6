import { useState, type FormEvent } from 'react';
import { createCrewCredential, followCrewCredential, formErrorsFrom, type CrewFollowResponse } from 'shared-api';
import { Alert, Button, Modal, Spinner, TextField } from 'shared-ui';
import styled from 'styled-components';
import { ChoiceList } from '../../../components/ChoiceList';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { isCredentialName, isCredentialSearch } from '../../../utils/crewRules';
import { useCredentialSearch } from '../hooks/useCredentialSearch';

export interface FollowCredentialModalProps {
  crewId: number;
  /** Credentials the crew follows already: never offered. */
  followedIds: ReadonlySet<number>;
  onClose: () => void;
  /** The server's message, 'Credential {name} successfully added to crew {crew}'. */
  onFollowed: (response: CrewFollowResponse) => void;
}

const Muted = styled.p`
  margin: ${({ theme }) => theme.spacing(1.5)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  padding-top: ${({ theme }) => theme.spacing(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Follow a credential: search the catalogue (750 ms pause, more than 2 characters) or create one by name (3+). */
export function FollowCredentialModal({ crewId, followedIds, onClose, onFollowed }: FollowCredentialModalProps) {
  const { t } = useCrewsT();
  const [text, setText] = useState('');
  const [newName, setNewName] = useState('');
  const [busyId, setBusyId] = useState<number | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [nameAlert, setNameAlert] = useState<string | null>(null);
  const search = useCredentialSearch(crewId, text, followedIds);

  async function follow(credentialId: number) {
    setBusyId(credentialId);
    setFailure(null);
    try {
      onFollowed(await followCrewCredential(crewId, credentialId));
    } catch (error) {
      setFailure(formErrorsFrom(error, [], getCrewsT()('credentials.follow.failed')).message);
    } finally {
      setBusyId(null);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!isCredentialName(newName)) {
      setNameAlert(t('credentials.follow.nameTooShort'));
      return;
    }
    setNameAlert(null);
    setBusyId('new');
    try {
      onFollowed(await createCrewCredential(crewId, newName.trim()));
    } catch (error) {
      const result = formErrorsFrom(error, ['credential_name'], getCrewsT()('credentials.follow.createFailed'));
      setNameAlert(result.fields.credential_name ?? null);
      setFailure(result.message);
    } finally {
      setBusyId(null);
    }
  }

  let results = null;
  if (!isCredentialSearch(text)) results = <Muted>{t('credentials.follow.typeMore')}</Muted>;
  else if (search.searching) results = <Spinner size={20} label={t('credentials.follow.searching')} />;
  else if (search.failed) results = <Alert tone="danger">{t('credentials.follow.searchFailed')}</Alert>;
  else if (search.results && search.results.length === 0) results = <Muted role="status">{t('credentials.follow.noResults', { text: text.trim() })}</Muted>;
  else if (search.results) {
    results = (
      <ChoiceList
        aria-label={t('credentials.follow.results')}
        items={search.results}
        maxHeight={280}
        renderItem={(credential) => credential.label}
        actionText={t('credentials.follow.follow')}
        actionLabel={(credential) => t('credentials.follow.followNamed', { name: credential.label })}
        busyId={busyId}
        onChoose={(credential) => void follow(credential.id)}
      />
    );
  }

  return (
    <Modal open title={t('credentials.follow.title')} onClose={onClose} footer={<Button variant="secondary" onClick={onClose}>{t('common.close')}</Button>}>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <TextField
        label={t('credentials.follow.search')}
        type="search"
        value={text}
        placeholder={t('credentials.follow.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      {results}
      <Section onSubmit={create} noValidate aria-labelledby="crew-new-credential">
        <SubHeading id="crew-new-credential">{t('credentials.follow.createTitle')}</SubHeading>
        <TextField
          label={t('credentials.follow.newName')}
          value={newName}
          error={nameAlert ?? undefined}
          onChange={(event) => setNewName(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" loading={busyId === 'new'} disabled={busyId !== null && busyId !== 'new'}>
            {t('credentials.follow.create')}
          </Button>
        </div>
      </Section>
    </Modal>
  );
}
