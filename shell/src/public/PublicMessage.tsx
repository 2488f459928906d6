import { Button, EmptyState, PortalThemeProvider } from 'shared-ui';
import styled from 'styled-components';
import { useShellT } from '../i18n';

const Page = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(2)};
`;

/** What a token page shows while the public remote is not deployed, or could not be loaded. */
export function PublicMessage({ failed }: { failed: boolean }) {
  const { t } = useShellT();
  return (
    <PortalThemeProvider>
      <Page>
        {failed ? (
          <EmptyState
            icon="warning"
            title={t('public.loadFailed')}
            description={t('public.checkConnection')}
            action={
              <Button variant="secondary" icon="retry" onClick={() => window.location.reload()}>
                {t('public.retry')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon="info" title={t('public.notAvailableTitle')} description={t('public.notAvailable')} />
        )}
      </Page>
    </PortalThemeProvider>
  );
}
