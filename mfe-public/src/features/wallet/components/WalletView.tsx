import { useId } from 'react';
import type { PublicWallet } from 'shared-api';
import { Avatar, Badge, EmptyState, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { PublicTrans, usePublicT } from '../../../i18n';
import { CredentialCard } from './CredentialCard';

export interface WalletViewProps {
  wallet: PublicWallet;
}

const Profile = styled.section`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media print {
    box-shadow: none;
  }
`;

const Band = styled.div`
  height: 88px;
  background:
    radial-gradient(circle at 85% -40%, rgba(109, 155, 255, 0.55), transparent 55%),
    linear-gradient(120deg, ${({ theme }) => theme.colors.sidebar} 0%, ${({ theme }) => theme.colors.primary} 100%);

  ${({ theme }) => theme.media.mobile} {
    height: 72px;
  }
`;

const ProfileBody = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2.5)};
  padding: 0 ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};
    padding: 0 ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(2.5)};
    text-align: center;
  }
`;

/** Raised over the cover: a ring of the page's surface and a shadow around the avatar. */
const AvatarSlot = styled.div`
  display: inline-flex;
  flex: none;
  margin-top: -48px;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.mobile} {
    margin-top: -44px;
  }
`;

const Identity = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  padding-top: ${({ theme }) => theme.spacing(2)};

  ${({ theme }) => theme.media.mobile} {
    align-items: center;
    padding-top: 0;
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const WorkerName = styled.h1`
  font-size: 28px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const JobTitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const SharedBy = styled.p`
  margin-top: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  padding-bottom: ${({ theme }) => theme.spacing(0.5)};

  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;

const CredentialsSection = styled.section`
  margin-top: ${({ theme }) => theme.spacing(4)};

  ${({ theme }) => theme.media.mobile} {
    margin-top: ${({ theme }) => theme.spacing(3)};
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const CredentialList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }

  @media print {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const EmptyCard = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** A worker's credential wallet as an outside person with the link sees it. */
export function WalletView({ wallet }: WalletViewProps) {
  const { worker, enterprise_customer: customer, credentials } = wallet;
  const credentialsTitleId = useId();
  const { t } = usePublicT();
  const format = useFormat();
  const expiredCount = credentials.filter((credential) => credential.is_expired).length;
  return (
    <>
      <Profile aria-label={t('wallet.worker')}>
        <Band />
        <ProfileBody>
          <AvatarSlot>
            <Avatar name={worker.full_name} pictureUrl={worker.profile_picture_url} size={88} />
          </AvatarSlot>
          <Identity>
            <Eyebrow>{t('wallet.title')}</Eyebrow>
            <WorkerName>{worker.full_name}</WorkerName>
            {worker.job_title ? <JobTitle>{worker.job_title}</JobTitle> : null}
            <SharedBy>
              <PublicTrans i18nKey="wallet.sharedBy" values={{ customer: customer.name }} components={[<strong key="customer" />]} />
            </SharedBy>
          </Identity>
          <Summary>
            <Badge shape="pill" tone="info">
              {t('wallet.credentialCount', { count: credentials.length, value: format.number(credentials.length) })}
            </Badge>
            {expiredCount > 0 ? (
              <Badge shape="pill" tone="danger">
                {t('wallet.expiredCount', { count: expiredCount, value: format.number(expiredCount) })}
              </Badge>
            ) : null}
          </Summary>
        </ProfileBody>
      </Profile>

      <CredentialsSection aria-labelledby={credentialsTitleId}>
        <SectionTitle id={credentialsTitleId}>{t('wallet.credentials')}</SectionTitle>
        {credentials.length > 0 ? (
          <CredentialList>
            {credentials.map((credential) => (
              <li key={credential.id}>
                <CredentialCard credential={credential} />
              </li>
            ))}
          </CredentialList>
        ) : (
          <EmptyCard>
            <EmptyState
              icon="credential"
              title={t('wallet.emptyTitle')}
              description={t('wallet.empty', { name: worker.full_name })}
            />
          </EmptyCard>
        )}
      </CredentialsSection>
    </>
  );
}
