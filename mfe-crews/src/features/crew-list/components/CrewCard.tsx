import { Link } from 'react-router-dom';
import type { CrewCard as CrewCardData } from 'shared-api';
import { useFormat } from 'shared-ui';
import styled from 'styled-components';
import { CrewBox, CrewDescription } from '../../../components/CrewBox';
import { CrewImage } from '../../../components/CrewImage';
import { WorkerTagPills } from '../../../components/WorkerTagPills';
import { useCrewsT } from '../../../i18n';
import { CARD_TAGS_SHOWN, firstOf } from '../../../utils/crewRules';

const Article = styled(CrewBox)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: auto;
`;

/** One crew on /crews: image, name, description (the server cuts it at 255), the first 5 worker tags and the worker count. */
export function CrewCard({ crew }: { crew: CrewCardData }) {
  const { t } = useCrewsT();
  const format = useFormat();
  const tags = firstOf(crew.worker_tags_summary, CARD_TAGS_SHOWN);
  return (
    <Article as="article" aria-labelledby={`crew-${crew.id}-name`}>
      <Top>
        <CrewImage url={crew.crew_image_url} name={crew.name} />
        <Names>
          <Name id={`crew-${crew.id}-name`} to={`/crews/${crew.id}`}>
            {crew.name}
          </Name>
          {crew.crew_type ? <Muted>{crew.crew_type.name}</Muted> : null}
        </Names>
      </Top>
      {crew.description_preview ? (
        <CrewDescription>{crew.description_preview}</CrewDescription>
      ) : (
        <Muted>{t('list.noDescription')}</Muted>
      )}
      {tags.shown.length > 0 ? (
        <WorkerTagPills tags={tags.shown} aria-label={t('list.tags')} />
      ) : null}
      <Footer>
        <Muted>{t('list.workers', { count: crew.crew_workers_count, value: format.number(crew.crew_workers_count) })}</Muted>
      </Footer>
    </Article>
  );
}
