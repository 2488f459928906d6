import { Component, type ReactNode } from 'react';
import { Alert, Button } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';

const Floating = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing(3)};
  bottom: ${({ theme }) => theme.spacing(3)};
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: min(420px, calc(100vw - ${({ theme }) => theme.spacing(4)}));
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.mobile} {
    right: ${({ theme }) => theme.spacing(2)};
    bottom: ${({ theme }) => theme.spacing(2)};
  }
`;

/** What a failed panel shows, in the current language (a function component, so it follows a language switch). */
function PanelFailed({ onClose }: { onClose: () => void }) {
  const { t } = useWorkersT();
  return (
    <Floating>
      <Alert
        tone="danger"
        action={
          <>
            <Button variant="secondary" size="sm" icon="retry" onClick={() => window.location.reload()}>
              {t('list.reload')}
            </Button>
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        }
      >
        {t('list.panelFailed')}
      </Alert>
    </Floating>
  );
}

interface PanelErrorBoundaryProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * A panel that fails to load or render says so without taking the list down with it. A failed lazy chunk
 * stays failed until the page loads again; the URL names the worker, so a reload reopens the panel.
 */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error('The worker panel failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <PanelFailed onClose={this.props.onClose} />;
  }
}
