import { Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { usePublicT } from '../../../i18n';

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const ProfileRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2.5)};
`;

const Round = styled.div`
  flex: 0 0 auto;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    margin-top: ${({ theme }) => theme.spacing(3)};
  }
`;

/** The wallet's shape while it loads, so the page does not jump when it arrives. */
export function WalletSkeleton() {
  const { t } = usePublicT();
  return (
    <div aria-busy="true">
      <Block>
        <ProfileRow>
          <Round />
          <Skeleton lines={3} height={16} width="min(320px, 100%)" label={t('wallet.loading')} />
        </ProfileRow>
      </Block>
      <Cards>
        {[0, 1, 2, 3].map((index) => (
          <Block key={index}>
            <Skeleton lines={4} label={t('wallet.loadingCredential')} />
          </Block>
        ))}
      </Cards>
    </div>
  );
}
