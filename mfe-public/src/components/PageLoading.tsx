import { Spinner } from 'shared-ui';
import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { PublicLayout } from './PublicLayout';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(8)};
`;

/** While a page's code loads. */
export function PageLoading() {
  const { t } = usePublicT();
  return (
    <PublicLayout>
      <Centre>
        <Spinner size={32} label={t('page.loading')} />
      </Centre>
    </PublicLayout>
  );
}
