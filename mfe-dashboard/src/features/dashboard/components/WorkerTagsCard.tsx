import { useState } from 'react';
import type { WorkerTagSummary } from 'shared-api';
import { Button, Card, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { visibleTags } from '../utils/tags';
import { CardContent } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2.5)};
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.25)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 14px;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 1px rgba(15, 23, 42, 0.15);
`;

const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const More = styled.div`
  padding: ${({ theme }) => `0 ${theme.spacing(2.5)} ${theme.spacing(2)}`};
`;

export interface WorkerTagsCardProps extends ExpandableProps {
  state: AsyncState<WorkerTagSummary[]>;
}

export function WorkerTagsCard({ state, expanded, onToggleExpand }: WorkerTagsCardProps) {
  const [showAll, setShowAll] = useState(false);
  return (
    <Card title="Worker Tags" expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
      <CardContent
        state={state}
        what="the worker tags"
        isEmpty={(tags) => tags.length === 0}
        empty={<EmptyState title="No worker tags yet" description="Tags added to workers are counted here." />}
      >
        {(tags) => {
          const { shown, hidden } = visibleTags(tags, showAll);
          return (
            <>
              <List aria-label="Worker tags">
                {shown.map(({ tag, tag_count }) => (
                  <Item key={tag.id}>
                    <Swatch $color={tag.color} aria-hidden="true" />
                    <Name title={tag.name}>{tag.name}</Name>
                    <Count aria-label={`${tag_count} ${tag_count === 1 ? 'worker' : 'workers'}`}>{tag_count}</Count>
                  </Item>
                ))}
              </List>
              {hidden > 0 || showAll ? (
                <More>
                  <Button variant="link" size="sm" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
                    {showAll ? '- Show Less' : `+ ${hidden} more`}
                  </Button>
                </More>
              ) : null}
            </>
          );
        }}
      </CardContent>
    </Card>
  );
}
