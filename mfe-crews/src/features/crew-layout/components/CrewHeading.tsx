import type { ReactNode } from 'react';
import type { Crew } from 'shared-api';
import { Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useCrewsT } from '../../../i18n';
import { CrewBox, CrewDescription } from '../../../components/CrewBox';
import { CrewImage } from '../../../components/CrewImage';

export interface CrewHeadingProps {
  /** Undefined while loading. */
  crew?: Pick<Crew, 'name' | 'description_preview' | 'crew_image_url' | 'crew_type'>;
  /** The card's own action (Change image). */
  action?: ReactNode;
}

const Box = styled(CrewBox)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Type = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The crew's heading card: image, name, type and the description (the server cuts it at 120 characters). */
export function CrewHeading({ crew, action }: CrewHeadingProps) {
  const { t } = useCrewsT();
  if (!crew) {
    return (
      <Box>
        <Skeleton lines={2} label={t('layout.loading')} />
      </Box>
    );
  }
  return (
    <Box>
      <CrewImage url={crew.crew_image_url} name={crew.name} size={64} />
      <Text>
        <Title>{crew.name}</Title>
        {crew.crew_type ? <Type>{crew.crew_type.name}</Type> : null}
        {crew.description_preview ? <CrewDescription>{crew.description_preview}</CrewDescription> : null}
      </Text>
      {action}
    </Box>
  );
}
