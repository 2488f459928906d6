import { useSearchParams } from 'react-router-dom';
import { ApiError, usePublicWallet } from 'shared-api';
import { Button } from 'shared-ui';
import { LoadFailedPanel } from '../../../components/LoadFailedPanel';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { WalletSkeleton } from './WalletSkeleton';
import { WalletView } from './WalletView';

/** Unknown, revoked and expired tokens all answer 404 (410 if the server ever says "gone"). */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

function InvalidLink() {
  return (
    <PublicLayout>
      <MessagePanel
        icon="warning"
        tone="warning"
        title="This link is no longer valid"
        description="The wallet may no longer be shared, or the link was not copied in full. Ask the person who shared it with you for a new link."
      />
    </PublicLayout>
  );
}

/** /wallet?token=...: a worker's credentials for whoever holds the link; no sign-in. */
export default function WalletPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { data, error, isValidating, mutate } = usePublicWallet(token);
  const invalid = !token || isInvalidLink(error);

  useDocumentTitle(
    invalid ? 'Link no longer valid' : data ? `${data.wallet.worker.full_name} · Credential wallet` : 'Credential wallet',
  );

  if (invalid) return <InvalidLink />;
  // A failed refresh (on focus, say) keeps the wallet already shown.
  if (error && !data) {
    return (
      <PublicLayout>
        <LoadFailedPanel subject="wallet" error={error} retrying={isValidating} onRetry={() => void mutate()} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout
      note="This wallet was shared with you through Trades Portal. Anyone with the link can see it, so please do not forward it."
      actions={
        data ? (
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            Print
          </Button>
        ) : undefined
      }
    >
      {data ? <WalletView wallet={data.wallet} /> : <WalletSkeleton />}
    </PublicLayout>
  );
}
