import type { WorkerTagSummary } from 'shared-api';
import { Badge, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../i18n';

export interface WorkerTagPillsProps {
  tags: readonly WorkerTagSummary[];
  /** The list's accessible name, where the card does not say what it is. */
  'aria-label'?: string;
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.75)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The worker tags of a crew, each a pill with how many of its workers carry it (a crew's card, its dashboard). */
export function WorkerTagPills({ tags, 'aria-label': label }: WorkerTagPillsProps) {
  const { t } = useCrewsT();
  const format = useFormat();
  return (
    <Tags aria-label={label}>
      {tags.map(({ tag, tag_count }) => (
        <li key={tag.id}>
          <Badge shape="pill">{t('common.tagCount', { name: tag.name, value: format.number(tag_count) })}</Badge>
        </li>
      ))}
    </Tags>
  );
}
