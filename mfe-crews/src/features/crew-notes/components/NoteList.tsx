import type { CrewNote } from 'shared-api';
import { Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { RowItem, RowList, RowNote } from '../../../components/Rows';
import { useCrewsT } from '../../../i18n';

export interface NoteListProps {
  notes: CrewNote[];
  deletingId?: number | null;
  onDelete: (note: CrewNote) => void;
}

/** The text keeps the width its Delete leaves, however long. */
const Item = styled(RowItem)`
  flex-wrap: nowrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The crew's notes, newest first, each with its author, age and Delete. */
export function NoteList({ notes, deletingId = null, onDelete }: NoteListProps) {
  const { t } = useCrewsT();
  if (notes.length === 0) return <EmptyState icon="info" title={t('notes.empty')} description={t('notes.emptyHint')} />;
  return (
    <RowList>
      {notes.map((note) => (
        <Item key={note.id}>
          <Body>
            <Text>{note.note}</Text>
            <RowNote>
              {note.created_by_user
                ? t('notes.byWhen', { name: note.created_by_user.full_name, when: note.created_at_diff_for_humans })
                : note.created_at_diff_for_humans}
            </RowNote>
          </Body>
          <Button size="sm" variant="ghost" loading={deletingId === note.id} onClick={() => onDelete(note)} aria-label={t('notes.deleteNamed', { when: note.created_at_diff_for_humans })}>
            {t('common.delete')}
          </Button>
        </Item>
      ))}
    </RowList>
  );
}
