import type { WalletToken } from 'shared-api';
import { Button, EmptyState, useFormat } from 'shared-ui';
import { useWorkersT } from '../../../i18n';
import { ListRow, RowActions, RowList, RowMeta, RowText, RowTitle } from './RowList';

export interface WalletTokenListProps {
  tokens: WalletToken[];
  onRemove: (token: WalletToken) => void;
  /** Send again: a new link e-mailed to the same address (the previous one stops working). */
  onResend: (token: WalletToken) => void;
  /** The token whose removal is under way. */
  removingId?: number | null;
  /** The token being sent again. */
  resendingId?: number | null;
}

/**
 * Who was given the wallet link, since when and until when; each link can be sent again or revoked. A listed link
 * cannot be opened: only its hash is kept, and the link is shown once when it is shared or sent again.
 */
export function WalletTokenList({ tokens, onRemove, onResend, removingId = null, resendingId = null }: WalletTokenListProps) {
  const { t } = useWorkersT();
  const format = useFormat();
  if (tokens.length === 0) {
    return <EmptyState title={t('wallet.emptyTitle')} description={t('wallet.emptyDescription')} />;
  }
  return (
    <RowList aria-label={t('wallet.title')}>
      {tokens.map((token) => {
        const email = token.metadata.access.emails[0];
        return (
          <ListRow key={token.id}>
            <RowText>
              <RowTitle>{token.worker.full_name}</RowTitle>
              <RowMeta>
                {email ?? t('wallet.noEmail')} · {token.created_at_diff}
                {token.expires_on ? ` · ${t('wallet.expiresOn', { date: format.date(token.expires_on) })}` : null}
              </RowMeta>
            </RowText>
            <RowActions>
              <Button
                size="sm"
                variant="secondary"
                loading={resendingId === token.id}
                onClick={() => onResend(token)}
                aria-label={t('wallet.sendAgainLabel', { who: email ?? token.worker.full_name })}
              >
                {t('wallet.sendAgain')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                loading={removingId === token.id}
                onClick={() => onRemove(token)}
                aria-label={t('wallet.removeLabel', { who: email ?? token.worker.full_name })}
              >
                {t('common.remove')}
              </Button>
            </RowActions>
          </ListRow>
        );
      })}
    </RowList>
  );
}
