import { useState } from 'react';
import { resendWalletToken, removeWalletToken, useWalletTokens, type WalletShareResponse, type WalletToken } from 'shared-api';
import { Button, LinkOnceNotice, PanelSection, RetryAlert, Skeleton, Stack, useConfirm, useToast } from 'shared-ui';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { ShareWalletModal } from './ShareWalletModal';
import { WalletTokenList } from './WalletTokenList';

/**
 * The Details tab's Wallet access block: who may open the worker's wallet link. The link itself is shown once,
 * right after it is shared or sent again (ADR 0018).
 */
export function WalletAccess({ workerId }: { workerId: number }) {
  const { data, error, isLoading, mutate } = useWalletTokens(workerId);
  const confirm = useConfirm();
  const toast = useToast();
  const [shareOpen, setShareOpen] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [resendingId, setResendingId] = useState<number | null>(null);
  /** The link the last share or Send again answered, with whether it replaced an older one. */
  const [issued, setIssued] = useState<{ response: WalletShareResponse; resent: boolean } | null>(null);
  const { t } = useWorkersT();

  async function resend(token: WalletToken) {
    const email = token.metadata.access.emails[0] ?? token.worker.full_name;
    const confirmed = await confirm(t('wallet.sendAgainConfirm', { email }), { title: t('wallet.sendAgainTitle'), confirmLabel: t('wallet.sendAgain') });
    if (!confirmed) return;
    setResendingId(token.id);
    try {
      const response = await resendWalletToken(workerId, token.id);
      setIssued({ response, resent: true });
      toast.success(response.message || getWorkersT()('wallet.resent'));
      await mutate();
    } catch {
      toast.error(getWorkersT()('wallet.resendFailed'));
    } finally {
      setResendingId(null);
    }
  }

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
      if (issued?.response.wallet_token.id === token.id) setIssued(null);
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
        <Stack gap={1.5}>
          {issued ? (
            <LinkOnceNotice
              title={t(issued.resent ? 'wallet.newLinkSentTo' : 'wallet.linkSentTo', { email: issued.response.wallet_token.metadata.access.emails[0] ?? '' })}
              link={issued.response.link}
              note={t('wallet.linkOnce')}
              copyLabel={t('wallet.copyLabel', { email: issued.response.wallet_token.metadata.access.emails[0] ?? '' })}
              onDismiss={() => setIssued(null)}
            />
          ) : null}
          <WalletTokenList tokens={data.wallet_tokens} onRemove={remove} onResend={resend} removingId={removingId} resendingId={resendingId} />
        </Stack>
      )}
      <ShareWalletModal
        workerId={workerId}
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        onShared={(response) => {
          setIssued({ response, resent: false });
          void mutate();
        }}
      />
    </PanelSection>
  );
}
