import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { useUiT } from '../../i18n/ui';

type EntryId = number | string;

export interface EntryListProps<T extends { id: EntryId }> {
  /** The list's accessible name, e.g. "Notes". */
  'aria-label': string;
  entries: readonly T[];
  /** What the entry says. */
  text: (entry: T) => string;
  /** Shown in place of an empty text. */
  blankText?: string;
  /** Shown above the text, e.g. a score. */
  renderAboveText?: (entry: T) => ReactNode;
  /** Who wrote it; absent for an entry whose author is gone. */
  author: (entry: T) => string | null | undefined;
  /** When it was written, as people read it ("3 days ago"). */
  time: (entry: T) => string;
  /** The delete button's accessible name, e.g. "Delete note". */
  deleteLabel: string;
  onDelete: (entry: T) => void;
  /** The entry whose deletion is under way: its button spins. */
  deletingId?: EntryId | null;
  emptyTitle: string;
  emptyDescription: string;
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

const BlankText = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-style: italic;
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

/** Dated entries that people wrote (notes, assessments), in the order given, each with who wrote it, when, and Delete. */
export function EntryList<T extends { id: EntryId }>({
  'aria-label': label,
  entries,
  text,
  blankText,
  renderAboveText,
  author,
  time,
  deleteLabel,
  onDelete,
  deletingId = null,
  emptyTitle,
  emptyDescription,
}: EntryListProps<T>) {
  const { t } = useUiT();
  if (entries.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <List aria-label={label}>
      {entries.map((entry) => {
        const written = text(entry);
        const writer = author(entry);
        return (
          <Item key={entry.id}>
            {renderAboveText?.(entry)}
            {written ? <Text>{written}</Text> : blankText ? <BlankText>{blankText}</BlankText> : null}
            <Footer>
              <span>
                {writer ? `${writer} · ` : ''}
                {time(entry)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                loading={deletingId === entry.id}
                aria-label={deleteLabel}
                onClick={() => onDelete(entry)}
              >
                {t('entryList.delete')}
              </Button>
            </Footer>
          </Item>
        );
      })}
    </List>
  );
}
