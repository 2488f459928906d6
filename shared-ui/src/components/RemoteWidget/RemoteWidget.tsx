import { Component, createContext, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { useUiT } from '../../i18n/ui';

/**
 * How the shell loads the modules remotes expose by name ('mfe_credentials/WorkerCredentialsSection'). The shell
 * provides it (it knows what /remotes.json lists and owns the federation runtime); shared-ui is one instance shared
 * by shell and remotes, so a remote reaches the shell's loader through this context without importing the shell.
 */
export interface RemoteWidgetLoader {
  /** The module's default export, or null while its remote is not deployed; the same promise until forgotten. */
  load<P extends object>(module: string): Promise<ComponentType<P> | null>;
  /** Forgets a failed load, so the next render loads the module again (Retry). */
  forget(module: string): void;
}

const RemoteWidgetLoaderContext = createContext<RemoteWidgetLoader | null>(null);

export const RemoteWidgetLoaderProvider = RemoteWidgetLoaderContext.Provider;

export interface RemoteWidgetProps<P extends object> {
  /** '<remote>/<exposed name>': what the remote's federation config exposes. */
  module: string;
  /** Given to the widget: its part of the contract. */
  props: P;
  /** What the widget shows, named in its messages: 'Credentials' → "Credentials could not be loaded." */
  label: string;
  /** Said while the remote that owns the widget is not deployed. */
  notDeployedDescription: string;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(5)} 0;
`;

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A remote that is down, or a widget that throws, breaks only the widget's place; Retry loads it again. */
class RemoteWidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.error(`${this.props.label} failed`, error);
  }

  // A widget that failed while the connection was down loads again by itself when it returns.
  componentDidMount(): void {
    window.addEventListener('online', this.reconnected);
  }

  componentWillUnmount(): void {
    window.removeEventListener('online', this.reconnected);
  }

  private reconnected = () => {
    if (this.state.failed) this.retry();
  };

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return <WidgetFailed label={this.props.label} onRetry={this.retry} />;
  }
}

function WidgetFailed({ label, onRetry }: { label: string; onRetry: () => void }) {
  const { t } = useUiT();
  return (
    <EmptyState
      icon="warning"
      title={t('remoteWidget.failed', { label })}
      description={t('remoteWidget.checkConnection')}
      action={
        <Button variant="secondary" icon="retry" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

function useRemoteWidgetLoader(): RemoteWidgetLoader {
  const loader = useContext(RemoteWidgetLoaderContext);
  if (!loader) throw new Error('RemoteWidget needs the shell\'s <RemoteWidgetLoaderProvider>.');
  return loader;
}

function LoadedWidget<P extends object>({ module, props, notDeployedDescription }: Omit<RemoteWidgetProps<P>, 'label'>) {
  const Widget = use(useRemoteWidgetLoader().load<P>(module));
  const { t } = useUiT();
  if (!Widget) return <EmptyState icon="info" title={t('remoteWidget.notAvailable')} description={notDeployedDescription} />;
  // eslint-disable-next-line react-hooks/static-components -- the component comes from a cached module load: the same one on every render.
  return <Widget {...props} />;
}

/** Mount point of a widget another remote exposes: loaded when first shown, with a spinner, a message and a Retry. */
export function RemoteWidget<P extends object>({ label, ...widget }: RemoteWidgetProps<P>) {
  const loader = useContext(RemoteWidgetLoaderContext);
  const { t } = useUiT();
  return (
    <RemoteWidgetBoundary label={label} onRetry={() => loader?.forget(widget.module)}>
      <Suspense
        fallback={
          <Centered>
            <Spinner size={28} label={t('remoteWidget.loading', { label })} />
          </Centered>
        }
      >
        <LoadedWidget {...widget} />
      </Suspense>
    </RemoteWidgetBoundary>
  );
}
