import { useState, type FormEvent } from 'react';
import {
  createInternalAssessment,
  deleteInternalAssessment,
  useInternalAssessments,
  type InternalAssessment,
  type WorkerUserCredential,
} from 'shared-api';
import { Alert, Button, EntryList, Pagination, RetryAlert, SidePanel, SidePanelContent, Skeleton, TextAreaField, useConfirm, useToast } from 'shared-ui';
import styled from 'styled-components';
import { ASSESSMENT_MAX_SCORE } from '../utils/assessmentScore';
import { serverMessage } from '../utils/errorMessage';
import { getCredentialsT, useCredentialsT } from '../../../i18n';
import { StarRating } from './StarRating';

export interface AssessmentSidebarProps {
  workerId: number;
  credential: WorkerUserCredential;
  onClose: () => void;
  /** Called after an assessment was added or deleted (the credential's count changed). */
  onChanged: () => void;
}

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ScoreField = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(0.5)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const ScoreError = styled.p`
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const SubmitRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The Internal Assessment sidebar of one credential: paginated assessments, add one, delete (confirmed). */
export function AssessmentSidebar({ workerId, credential, onClose, onChanged }: AssessmentSidebarProps) {
  const { t } = useCredentialsT();
  const confirm = useConfirm();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useInternalAssessments(workerId, credential.id, page);
  const [score, setScore] = useState(0);
  const [notes, setNotes] = useState('');
  const [scoreError, setScoreError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (score < 1) {
      setScoreError(t('assessments.chooseScore', { max: ASSESSMENT_MAX_SCORE }));
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await createInternalAssessment(workerId, credential.id, { score, notes: notes.trim() });
      setScore(0);
      setNotes('');
      if (page === 1) await mutate();
      else setPage(1);
      onChanged();
    } catch (cause) {
      setSaveError(serverMessage(cause, getCredentialsT()('assessments.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  async function remove(assessment: InternalAssessment) {
    const confirmed = await confirm(t('assessments.deleteConfirm'), {
      title: t('assessments.deleteTitle'),
      confirmLabel: t('common.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeletingId(assessment.id);
    try {
      const response = await deleteInternalAssessment(workerId, credential.id, assessment.id);
      toast.success(response.message || getCredentialsT()('assessments.deleted'));
      // The last assessment of a later page is gone: show the page before it.
      if (data && data.internal_assessments.data.length === 1 && page > 1) setPage(page - 1);
      else await mutate();
      onChanged();
    } catch (cause) {
      toast.error(serverMessage(cause, getCredentialsT()('assessments.deleteFailed')));
    } finally {
      setDeletingId(null);
    }
  }

  const assessments = data?.internal_assessments;

  return (
    <SidePanel
      modal
      size="small"
      title={t('assessments.title')}
      subtitle={credential.name}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <SidePanelContent>
        <Composer onSubmit={add} aria-label={t('assessments.newLabel')} noValidate>
          <ScoreField>
            <legend>{t('assessments.score')}</legend>
            <StarRating
              value={score}
              size={24}
              onChange={(next) => {
                setScore(next);
                setScoreError(null);
              }}
            />
            {scoreError ? <ScoreError role="alert">{scoreError}</ScoreError> : null}
          </ScoreField>
          <TextAreaField label={t('assessments.notes')} name="notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
          {saveError ? <Alert tone="danger">{saveError}</Alert> : null}
          <SubmitRow>
            <Button type="submit" loading={saving}>
              {t('assessments.add')}
            </Button>
          </SubmitRow>
        </Composer>

        <SectionTitle>{t('assessments.listTitle')}</SectionTitle>
        {error ? (
          <RetryAlert onRetry={() => void mutate()}>
            {t('assessments.loadFailed')}
          </RetryAlert>
        ) : isLoading || !assessments ? (
          <Skeleton lines={3} label={t('assessments.loading')} />
        ) : (
          <>
            <EntryList
              aria-label={t('assessments.listTitle')}
              entries={assessments.data}
              renderAboveText={(assessment) => <StarRating value={assessment.score} />}
              text={(assessment) => assessment.notes}
              blankText={t('assessments.noNotes')}
              author={(assessment) => assessment.created_by_user?.full_name}
              time={(assessment) => assessment.created_at_diff_for_humans}
              deleteLabel={t('assessments.deleteLabel')}
              onDelete={remove}
              deletingId={deletingId}
              emptyTitle={t('assessments.emptyTitle')}
              emptyDescription={t('assessments.emptyDescription')}
            />
            {assessments.last_page > 1 ? (
              <Pagination
                aria-label={t('assessments.pages')}
                currentPage={assessments.current_page}
                lastPage={assessments.last_page}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </SidePanelContent>
    </SidePanel>
  );
}
