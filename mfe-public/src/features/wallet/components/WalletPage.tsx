import { useSearchParams } from 'react-router-dom';
import { ApiError, usePublicWallet } from 'shared-api';
import { Button, useDocumentTitle } from 'shared-ui';
import { LoadFailedPanel } from '../../../components/LoadFailedPanel';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { usePublicT } from '../../../i18n';
import { WalletSkeleton } from './WalletSkeleton';
import { WalletView } from './WalletView';

/** Unknown and revoked tokens answer 404; a link past its last day 410, with the day in the server's message. */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** The server's own words for an expired link (its day, in the reader's language); otherwise the page's hint. */
function InvalidLink({ error }: { error: unknown }) {
  const { t } = usePublicT();
  const expired = error instanceof ApiError && error.status === 410 && error.message !== '';
  return (
    <PublicLayout>
      <MessagePanel
        icon="warning"
        tone="warning"
        title={t('wallet.invalid')}
        description={expired ? error.message : t('wallet.invalidHint')}
      />
    </PublicLayout>
  );
}

/** /wallet?token=...: a worker's credentials for whoever holds the link; no sign-in. */
export default function WalletPage() {
  const [searchParams] = useSearchParams();
  const { t } = usePublicT();
  const token = searchParams.get('token')?.trim() || null;
  const { data, error, isValidating, mutate } = usePublicWallet(token);
  const invalid = !token || isInvalidLink(error);

  useDocumentTitle(
    invalid
      ? t('wallet.invalidTitle')
      : data
        ? t('wallet.workerTitle', { name: data.wallet.worker.full_name })
        : t('wallet.title'),
  );

  if (invalid) return <InvalidLink error={error} />;
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
      note={t('wallet.note')}
      actions={
        data ? (
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            {t('wallet.print')}
          </Button>
        ) : undefined
      }
    >
      {data ? <WalletView wallet={data.wallet} /> : <WalletSkeleton />}
    </PublicLayout>
  );
}
