import type { InternalAssessment } from 'shared-api';
import { Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { StarRating } from './StarRating';

export interface AssessmentListProps {
  assessments: InternalAssessment[];
  onDelete: (assessment: InternalAssessment) => void;
  deletingId?: number | null;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Notes = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NoNotes = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-style: italic;
`;

/** Internal assessments of a credential: score, notes, who gave it and when. */
export function AssessmentList({ assessments, onDelete, deletingId = null }: AssessmentListProps) {
  if (assessments.length === 0) {
    return <EmptyState title="No assessments yet" description="Internal assessments of this credential show here." />;
  }
  return (
    <List aria-label="Assessments">
      {assessments.map((assessment) => (
        <Item key={assessment.id}>
          <StarRating value={assessment.score} />
          {assessment.notes ? <Notes>{assessment.notes}</Notes> : <NoNotes>No notes</NoNotes>}
          <Footer>
            <span>
              {assessment.created_by_user ? `${assessment.created_by_user.full_name} · ` : ''}
              {assessment.created_at_diff_for_humans}
            </span>
            <Button
              size="sm"
              variant="ghost"
              loading={deletingId === assessment.id}
              aria-label="Delete assessment"
              onClick={() => onDelete(assessment)}
            >
              Delete
            </Button>
          </Footer>
        </Item>
      ))}
    </List>
  );
}
