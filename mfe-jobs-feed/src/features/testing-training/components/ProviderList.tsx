import type { TrainingProvider } from 'shared-api';
import { Button, EmptyState, Icon, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { useJobsFeedT } from '../../../i18n';

export interface ProviderListProps {
  providers: TrainingProvider[];
  onViewServices: (provider: TrainingProvider) => void;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Website = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.h3`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Services = styled.p`
  flex: 1 1 auto;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** Services Offered shows this many names, then how many more the panel lists. */
export const SERVICES_PREVIEW = 6;

/** The testing and training providers, one card each. */
export function ProviderList({ providers, onViewServices }: ProviderListProps) {
  const { t } = useJobsFeedT();
  if (providers.length === 0) {
    return <EmptyState icon="training" title={t('training.emptyTitle')} description={t('training.emptyText')} />;
  }
  return (
    <List aria-label={t('training.listLabel')}>
      {providers.map((provider) => {
        const names = provider.services.slice(0, SERVICES_PREVIEW).map(({ name }) => name);
        const more = provider.services.length - names.length;
        return (
          <Item key={provider.id}>
            <Name>{provider.name}</Name>
            {provider.website_url ? (
              <Website href={provider.website_url} target="_blank" rel="noopener noreferrer">
                {t('training.website')}
                <Icon name="external" size={14} />
                <VisuallyHidden>{t('common.newTab')}</VisuallyHidden>
              </Website>
            ) : null}
            <Label>{t('training.servicesOffered')}</Label>
            <Services>
              {names.length === 0 ? (
                <Muted>{t('training.noServicesListed')}</Muted>
              ) : more > 0 ? (
                t('training.servicesMore', { names: names.join(', '), count: more })
              ) : (
                names.join(', ')
              )}
            </Services>
            <Button
              variant="secondary"
              onClick={() => onViewServices(provider)}
              aria-label={t('training.viewAllLabel', { name: provider.name })}
            >
              {t('training.viewAll')}
            </Button>
          </Item>
        );
      })}
    </List>
  );
}
