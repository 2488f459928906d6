import { Button, EmptyState, PortalThemeProvider } from 'shared-ui';
import styled from 'styled-components';

const Page = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(2)};
`;

/** What a token page shows while the public remote is not deployed, or could not be loaded. */
export function PublicMessage({ failed }: { failed: boolean }) {
  return (
    <PortalThemeProvider>
      <Page>
        {failed ? (
          <EmptyState
            icon="warning"
            title="This page could not be loaded."
            description="Check your connection and try again."
            action={
              <Button variant="secondary" icon="retry" onClick={() => window.location.reload()}>
                Retry
              </Button>
            }
          />
        ) : (
          <EmptyState icon="info" title="This page is not available yet" description="Please try the link again later." />
        )}
      </Page>
    </PortalThemeProvider>
  );
}
