import type { WorkerNote } from 'shared-api';
import { Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';

export interface NoteListProps {
  notes: WorkerNote[];
  onDelete: (note: WorkerNote) => void;
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
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.p`
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

export function NoteList({ notes, onDelete, deletingId = null }: NoteListProps) {
  if (notes.length === 0) return <EmptyState title="No notes yet" description="Notes you add about this worker show here." />;
  return (
    <List aria-label="Notes">
      {notes.map((note) => (
        <Item key={note.id}>
          <Text>{note.note}</Text>
          <Footer>
            <span>
              {note.created_by_user ? `${note.created_by_user.full_name} · ` : ''}
              {note.created_at_diff_for_humans}
            </span>
            <Button size="sm" variant="ghost" loading={deletingId === note.id} onClick={() => onDelete(note)} aria-label="Delete note">
              Delete
            </Button>
          </Footer>
        </Item>
      ))}
    </List>
  );
}
