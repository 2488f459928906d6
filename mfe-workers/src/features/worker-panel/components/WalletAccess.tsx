import { useState } from 'react';
import { removeWalletToken, useWalletTokens, type WalletToken } from 'shared-api';
import { Button, PanelSection, RetryAlert, Skeleton, useConfirm, useToast } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { ShareWalletModal } from './ShareWalletModal';
import { WalletTokenList } from './WalletTokenList';

/** The Details tab's Wallet access block: who may open the worker's wallet link. */
export function WalletAccess({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWalletTokens(workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const [shareOpen, setShareOpen] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const { t } = useWorkersT();

  async function remove(token: WalletToken) {
    const email = token.metadata.access.emails[0];
    const confirmed = await confirm(
      email ? t('wallet.removeConfirmFor', { email }) : t('wallet.removeConfirm'),
      { title: t('wallet.removeTitle'), confirmLabel: t('common.remove'), tone: 'danger' },
    );
    if (!confirmed) return;
    setRemovingId(token.id);
    try {
      await removeWalletToken(workerId, token.id);
      toast.success(getWorkersT()('wallet.removed'));
      await mutate();
    } catch {
      toast.error(getWorkersT()('wallet.removeFailed'));
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <PanelSection
      title={t('wallet.title')}
      actions={
        <Button size="sm" onClick={() => setShareOpen(true)}>
          {t('common.giveAccess')}
        </Button>
      }
    >
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{t('wallet.loadFailed')}</RetryAlert>
      ) : isLoading || !data ? (
        <Skeleton height={48} />
      ) : (
        <WalletTokenList tokens={data.wallet_tokens} onRemove={remove} removingId={removingId} />
      )}
      <ShareWalletModal workerId={workerId} open={shareOpen} onClose={() => setShareOpen(false)} onShared={() => void mutate()} />
    </PanelSection>
  );
}
