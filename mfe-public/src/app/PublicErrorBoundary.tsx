import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'shared-ui';
import { MessagePanel } from '../components/MessagePanel';
import { PublicLayout } from '../components/PublicLayout';
import { usePublicT } from '../i18n';

/** The fallback, a component of its own so it follows the language like any page. */
function PageFailed() {
  const { t } = usePublicT();
  return (
    <PublicLayout>
      <MessagePanel
        icon="warning"
        tone="danger"
        title={t('page.failed')}
        description={t('page.checkConnection')}
        action={
          <Button variant="secondary" icon="retry" onClick={() => window.location.reload()}>
            {t('page.retry')}
          </Button>
        }
      />
    </PublicLayout>
  );
}

interface State {
  failed: boolean;
}

/** A page whose code could not be fetched (a dropped connection, a redeploy) shows a way out instead of a blank tab. */
export class PublicErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A public page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}
