import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Spinner, useDocumentTitle } from 'shared-ui';
import styled from 'styled-components';
import { useShellT } from '../i18n';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(2)};
`;

export function AreaLoading({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner size={28} label={label} />
    </Centered>
  );
}

/** A remote listed in the IA but not in /remotes.json. */
export function AreaNotDeployed({ label }: { label: string }) {
  const { t } = useShellT();
  useDocumentTitle(label);
  return <EmptyState icon="info" headingLevel={1} title={t('area.notDeployedTitle')} description={t('area.notDeployed', { label })} />;
}

/** A remote (or /remotes.json) that failed to load; Retry loads it again. */
export function AreaFailed({ title, description, onRetry }: { title: string; description?: ReactNode; onRetry: () => void }) {
  const { t } = useShellT();
  return (
    <EmptyState
      icon="warning"
      headingLevel={1}
      title={title}
      description={description}
      action={
        <Button variant="secondary" icon="retry" onClick={onRetry}>
          {t('area.retry')}
        </Button>
      }
    />
  );
}

export function PageNotFound() {
  const { t } = useShellT();
  useDocumentTitle(t('area.notFoundTitle'));
  return (
    <EmptyState
      icon="info"
      headingLevel={1}
      title={t('area.notFoundTitle')}
      description={t('area.notFound')}
      action={<Link to="/">{t('area.toDashboard')}</Link>}
    />
  );
}
