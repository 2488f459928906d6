import { Link } from 'react-router-dom';
import type { WorkerCrew } from 'shared-api';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.25)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Text = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ViewLink = styled(Link)`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function CrewList({ crews }: { crews: WorkerCrew[] }) {
  const { t } = useWorkersT();
  return (
    <List>
      {crews.map((crew) => (
        <Row key={crew.id}>
          <Text>
            <Name>{crew.name}</Name>
            <Meta>{t('crews.workers', { count: crew.crew_workers_count })}</Meta>
          </Text>
          <ViewLink to={`/crews/${crew.id}`} aria-label={t('crews.viewLabel', { name: crew.name })}>
            {t('common.view')}
          </ViewLink>
        </Row>
      ))}
    </List>
  );
}
