import type { TrainingProviderLocation } from 'shared-api';
import { EmptyState, Icon, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { useJobsFeedT } from '../../../i18n';

export interface LocationCardsProps {
  locations: TrainingProviderLocation[];
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A provider's locations: name, address, town and province, phone and website. */
export function LocationCards({ locations }: LocationCardsProps) {
  const { t } = useJobsFeedT();
  if (locations.length === 0) return <EmptyState icon="info" title={t('training.locations.empty')} />;
  return (
    <List aria-label={t('training.locations.listLabel')}>
      {locations.map((location) => (
        <Item key={location.id}>
          <Name>{location.name}</Name>
          {location.address ? <Line>{location.address}</Line> : null}
          <Line>{t('training.locations.townProvince', { town: location.town.name, province: t(`provinces.${location.province.code}`) })}</Line>
          {location.pretty_phone ? (
            <Line>
              {t('training.locations.phone')}{' '}
              <a href={`tel:${location.pretty_phone.replace(/[^\d+]/g, '')}`}>{location.pretty_phone}</a>
            </Line>
          ) : null}
          {location.website ? (
            <Link href={location.website} target="_blank" rel="noopener noreferrer">
              {t('training.website')}
              <Icon name="external" size={14} />
              <VisuallyHidden>{t('common.newTab')}</VisuallyHidden>
            </Link>
          ) : null}
        </Item>
      ))}
    </List>
  );
}
