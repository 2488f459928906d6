import type { WalletToken } from 'shared-api';
import { Button, EmptyState, useFormat } from 'shared-ui';
import { useWorkersT } from '../../../i18n';
import { ListRow, RowActions, RowList, RowMeta, RowText, RowTitle } from './RowList';

export interface WalletTokenListProps {
  tokens: WalletToken[];
  onRemove: (token: WalletToken) => void;
  /** The token whose removal is under way. */
  removingId?: number | null;
}

/** Who was given the wallet link, since when and until when; each link can be opened or revoked. */
export function WalletTokenList({ tokens, onRemove, removingId = null }: WalletTokenListProps) {
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
                icon="external"
                href={`/wallet?token=${encodeURIComponent(token.token)}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('wallet.openLabel', { who: email ?? token.worker.full_name })}
              >
                {t('wallet.open')}
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
