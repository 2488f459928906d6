import type { Tag } from 'shared-api';
import { Icon } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import { readableTextColor } from '../utils/readableTextColor';

export interface WorkerTagsProps {
  tags: Tag[];
  onRemove: (tag: Tag) => void;
  /** The tag whose removal is under way. */
  removingId?: number | null;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.75)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  padding: 2px 2px 2px ${({ theme }) => theme.spacing(1.25)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $color }) => $color};
  color: ${({ $color }) => readableTextColor($color)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: rgba(0, 0, 0, 0.18);
  }

  &:disabled {
    opacity: 0.5;
    cursor: progress;
  }
`;

/** The worker's tags, each in its colour, each removable. */
export function WorkerTags({ tags, onRemove, removingId = null }: WorkerTagsProps) {
  const { t } = useWorkersT();
  if (tags.length === 0) return null;
  return (
    <List aria-label={t('header.tags')}>
      {tags.map((tag) => (
        <Chip key={tag.id} $color={tag.color}>
          <Name>{tag.name}</Name>
          <RemoveButton
            type="button"
            aria-label={t('header.removeTag', { name: tag.name })}
            disabled={removingId === tag.id}
            onClick={() => onRemove(tag)}
          >
            <Icon name="close" size={14} />
          </RemoveButton>
        </Chip>
      ))}
    </List>
  );
}
