import { Spinner } from 'shared-ui';
import styled from 'styled-components';
import { PublicLayout } from './PublicLayout';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(8)};
`;

/** While a page's code loads. */
export function PageLoading() {
  return (
    <PublicLayout>
      <Centre>
        <Spinner size={32} label="Loading page" />
      </Centre>
    </PublicLayout>
  );
}
