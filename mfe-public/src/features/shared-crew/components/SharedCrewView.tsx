import type { PublicSharedCrewResponse, SharedCrewWorker } from 'shared-api';
import { Avatar, Badge, EmptyState, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { PublicTrans, usePublicT } from '../../../i18n';

export interface SharedCrewViewProps {
  data: PublicSharedCrewResponse;
}

const Heading = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

/** Decorative: the crew's name is written beside it. */
const Picture = styled.img`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Workers = styled.ul`
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

const WorkerCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(0.75)} 0;
  overflow-wrap: anywhere;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// A copy the employer has not verified carries the wallet's badge beside its name.
const CredentialName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
  min-width: 0;
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Worker({ worker }: { worker: SharedCrewWorker }) {
  const { t } = usePublicT();
  return (
    <WorkerCard>
      <Who>
        <Avatar name={worker.full_name} pictureUrl={worker.profile_picture_url} size={40} colorKey={worker.id} />
        <div>
          <Name>{worker.full_name}</Name>
          {worker.job_title ? <Small>{worker.job_title}</Small> : null}
        </div>
      </Who>
      <SubHeading>{t('sharedCrew.credentials')}</SubHeading>
      {worker.credentials.length === 0 ? (
        <Small>{t('sharedCrew.noCredentials')}</Small>
      ) : (
        <Rows>
          {worker.credentials.map((credential) => (
            <Row key={credential.id}>
              <CredentialName>
                {credential.name}
                {credential.counts_as_held ? null : (
                  <Badge tone="warning" shape="pill">
                    {t('credential.notVerified')}
                  </Badge>
                )}
              </CredentialName>
              {credential.is_expired ? (
                <Badge tone="danger">{t('sharedCrew.expired')}</Badge>
              ) : (
                <Small>{credential.expires_pretty_date ? t('sharedCrew.expires', { date: credential.expires_pretty_date }) : t('sharedCrew.noExpiry')}</Small>
              )}
            </Row>
          ))}
        </Rows>
      )}
      {worker.contacts.length > 0 ? (
        <>
          <SubHeading>{t('sharedCrew.contacts')}</SubHeading>
          <Rows>
            {worker.contacts.map((contact) => (
              <Row key={contact.id}>
                <span>
                  {contact.full_name}
                  {contact.relationship ? <Small> · {contact.relationship}</Small> : null}
                </span>
                <Small>{[contact.phone, contact.email].filter(Boolean).join(' · ')}</Small>
              </Row>
            ))}
          </Rows>
        </>
      ) : null}
    </WorkerCard>
  );
}

/** A crew shared by link: its image (served through the link's token), name, description, workers, their credentials and publicly visible contacts. */
export function SharedCrewView({ data }: SharedCrewViewProps) {
  const { t } = usePublicT();
  const format = useFormat();
  const { crew, share } = data;
  return (
    <>
      <Heading>
        <Top>
          {crew.crew_image_url ? <Picture src={crew.crew_image_url} alt="" /> : null}
          <Title>{crew.name}</Title>
        </Top>
        <Muted>
          <PublicTrans i18nKey="sharedCrew.sharedBy" values={{ customer: crew.customer.name, date: share.shared_at_pretty_date }} components={[<strong key="customer" />]} />
        </Muted>
        {crew.description ? <Muted>{crew.description}</Muted> : null}
        <Muted>
          {t('sharedCrew.workerCount', { count: crew.workers.length, value: format.number(crew.workers.length) })}
          {share.expires_at ? ` · ${t('sharedCrew.linkUntil', { date: format.date(share.expires_at) })}` : ''}
        </Muted>
      </Heading>
      {crew.workers.length === 0 ? (
        <EmptyState icon="workers" title={t('sharedCrew.noWorkers')} />
      ) : (
        <Workers aria-label={t('sharedCrew.workers')}>
          {crew.workers.map((worker) => (
            <Worker key={worker.id} worker={worker} />
          ))}
        </Workers>
      )}
    </>
  );
}
