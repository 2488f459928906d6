import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Spinner } from 'shared-ui';
import styled from 'styled-components';

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
  return (
    <EmptyState
      icon="info"
      title="This area isn't available right now"
      description={`${label} has not been deployed yet.`}
    />
  );
}

/** A remote (or /remotes.json) that failed to load; Retry loads it again. */
export function AreaFailed({ title, description, onRetry }: { title: string; description?: ReactNode; onRetry: () => void }) {
  return (
    <EmptyState
      icon="warning"
      title={title}
      description={description}
      action={
        <Button variant="secondary" icon="retry" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

export function PageNotFound() {
  return (
    <EmptyState
      icon="info"
      title="Page not found"
      description="There is nothing at this address."
      action={<Link to="/">Go to the dashboard</Link>}
    />
  );
}
