import { useState } from 'react';
import { removeWalletToken, useWalletTokens, type WalletToken } from 'shared-api';
import { Button, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import { ShareWalletModal } from './ShareWalletModal';
import { WalletTokenList } from './WalletTokenList';

/** The Details tab's Wallet access block: who may open the worker's wallet link. */
export function WalletAccess({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWalletTokens(workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const [shareOpen, setShareOpen] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);

  async function remove(token: WalletToken) {
    const email = token.metadata.access.emails[0];
    const confirmed = await confirm(
      `Remove access to this wallet${email ? ` for ${email}` : ''}? The link stops working at once.`,
      { title: 'Remove wallet access', confirmLabel: 'Remove', tone: 'danger' },
    );
    if (!confirmed) return;
    setRemovingId(token.id);
    try {
      await removeWalletToken(workerId, token.id);
      toast.success('Successfully removed access to wallet!');
      await mutate();
    } catch {
      toast.error('There was an issue removing access to this wallet!');
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <PanelSection
      title="Wallet access"
      actions={
        <Button size="sm" onClick={() => setShareOpen(true)}>
          Give access
        </Button>
      }
    >
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>
          There was an issue retrieving the wallet tokens.
        </RetryAlert>
      ) : isLoading || !data ? (
        <Skeleton height={48} />
      ) : (
        <WalletTokenList tokens={data.wallet_tokens} onRemove={remove} removingId={removingId} />
      )}
      <ShareWalletModal workerId={workerId} open={shareOpen} onClose={() => setShareOpen(false)} onShared={() => void mutate()} />
    </PanelSection>
  );
}
