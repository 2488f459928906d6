import { Component, Suspense, use, type ReactNode } from 'react';
import { Button, EmptyState, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { forgetCredentialsSection, loadCredentialsSection } from '../api/credentialsSection';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(5)} 0;
`;

interface BoundaryProps {
  children: ReactNode;
}

/** A credentials remote that is down (or throws) breaks only this section; Retry loads it again. */
class CredentialsBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.error('The credentials section failed', error);
  }

  private retry = () => {
    forgetCredentialsSection();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        icon="warning"
        title="Credentials could not be loaded."
        description="Check your connection and try again."
        action={
          <Button variant="secondary" icon="retry" onClick={this.retry}>
            Retry
          </Button>
        }
      />
    );
  }
}

function RemoteCredentialsSection({ workerId }: { workerId: number }) {
  const Section = use(loadCredentialsSection());
  if (!Section) {
    return (
      <EmptyState
        icon="credential"
        title="Credentials are not available yet."
        description="The credentials area has not been deployed, so this worker's credentials cannot be shown here."
      />
    );
  }
  // eslint-disable-next-line react-hooks/static-components -- the component comes from a cached module load: the same one on every render.
  return <Section workerId={workerId} />;
}

/** Mount point of the credentials area's section for one worker (it is loaded only when deployed). */
export function CredentialsSection({ workerId }: { workerId: number }) {
  return (
    <CredentialsBoundary>
      <Suspense
        fallback={
          <Centered>
            <Spinner size={28} label="Loading credentials" />
          </Centered>
        }
      >
        <RemoteCredentialsSection workerId={workerId} />
      </Suspense>
    </CredentialsBoundary>
  );
}
