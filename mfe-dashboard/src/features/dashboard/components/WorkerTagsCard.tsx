import { useState } from 'react';
import type { WorkerTagSummary } from 'shared-api';
import { Button, Card, EmptyState, useFormat, type ReservedHeight } from 'shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDashboardT } from '../../../i18n';
import { visibleTags } from '../utils/tags';
import { CardContent } from './CardContent';
import type { AsyncState, ExpandableProps } from './types';

/** Measured height of the loaded body at 1280 and 390 px: The tags shown before 'more' and the more button. (e2e/tests/layout-stability.test.ts). */
const TAGS_HEIGHT: ReservedHeight = { desktop: 257, mobile: 257 };

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

/** The tag's name opens the workers list filtered by it. */
const Name = styled(Link)`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
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
  const { t } = useDashboardT();
  const format = useFormat();
  return (
    <Card title={t('tags.title')} expandable expanded={expanded} onToggleExpand={onToggleExpand} flush>
      <CardContent
        reserve={TAGS_HEIGHT}
        state={state}
        failedText={t('tags.loadFailed')}
        loadingLabel={t('tags.loading')}
        isEmpty={(tags) => tags.length === 0}
        empty={<EmptyState title={t('tags.emptyTitle')} description={t('tags.emptyDescription')} />}
      >
        {(tags) => {
          const { shown, hidden } = visibleTags(tags, showAll);
          return (
            <>
              <List aria-label={t('tags.list')}>
                {shown.map(({ tag, tag_count }) => (
                  <Item key={tag.id}>
                    <Swatch $color={tag.color} aria-hidden="true" />
                    <Name to={`/workers?tag=${encodeURIComponent(tag.name)}`} title={t('tags.open', { tag: tag.name })}>
                      {tag.name}
                    </Name>
                    <Count aria-label={t('tags.count', { count: tag_count, value: format.number(tag_count) })}>
                      {format.number(tag_count)}
                    </Count>
                  </Item>
                ))}
              </List>
              {hidden > 0 || showAll ? (
                <More>
                  <Button variant="link" size="sm" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
                    {showAll ? t('tags.showLess') : t('tags.more', { count: hidden })}
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
