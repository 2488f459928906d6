import { Component, type ReactNode } from 'react';
import { RemoteLoadError } from '../federation/remotes';
import { useShellT } from '../i18n';
import { AreaFailed } from './AreaMessage';

interface RemoteBoundaryProps {
  label: string;
  /** Called before the boundary re-renders its children on Retry (forgets the failed load). */
  onRetry: () => void;
  /** Navigating elsewhere clears an error, so one broken page does not stick to the whole area. */
  resetKey: string;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Catches a remote that cannot be loaded or that throws while rendering; the rest of the portal keeps working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  state: RemoteBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<RemoteBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteBoundaryProps, state: RemoteBoundaryState): Partial<RemoteBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error): void {
    console.error(`${this.props.label} failed`, error);
  }

  // A page whose code did not arrive for want of a connection loads by itself when the connection returns.
  componentDidMount(): void {
    window.addEventListener('online', this.reconnected);
  }

  componentWillUnmount(): void {
    window.removeEventListener('online', this.reconnected);
  }

  private reconnected = () => {
    if (this.state.error instanceof RemoteLoadError) this.retry();
  };

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RemoteFailed label={this.props.label} unreachable={error instanceof RemoteLoadError} onRetry={this.retry} />;
  }
}

/** A remote that could not be loaded (its code did not arrive) or that threw while rendering. */
function RemoteFailed({ label, unreachable, onRetry }: { label: string; unreachable: boolean; onRetry: () => void }) {
  const { t } = useShellT();
  return unreachable ? (
    <AreaFailed title={t('area.loadFailed', { label })} description={t('area.checkConnection')} onRetry={onRetry} />
  ) : (
    <AreaFailed title={t('area.crashed', { label })} description={t('area.crashedHint')} onRetry={onRetry} />
  );
}
