import type { WalletToken } from 'shared-api';
import { Button, EmptyState } from 'shared-ui';
import { ListRow, RowActions, RowList, RowMeta, RowText, RowTitle } from './RowList';

export interface WalletTokenListProps {
  tokens: WalletToken[];
  onRemove: (token: WalletToken) => void;
  /** The token whose removal is under way. */
  removingId?: number | null;
}

/** Who was given the wallet link, and since when; each link can be opened or revoked. */
export function WalletTokenList({ tokens, onRemove, removingId = null }: WalletTokenListProps) {
  if (tokens.length === 0) {
    return <EmptyState title="Nobody has access to this wallet" description="Give access by e-mail to share the worker's credentials." />;
  }
  return (
    <RowList aria-label="Wallet access">
      {tokens.map((token) => {
        const email = token.metadata.access.emails[0];
        return (
          <ListRow key={token.id}>
            <RowText>
              <RowTitle>{token.worker.full_name}</RowTitle>
              <RowMeta>
                {email ?? 'No e-mail recorded'} · {token.created_at_diff}
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
                aria-label={`Open wallet shared with ${email ?? token.worker.full_name}`}
              >
                Open wallet
              </Button>
              <Button
                size="sm"
                variant="ghost"
                loading={removingId === token.id}
                onClick={() => onRemove(token)}
                aria-label={`Remove access for ${email ?? token.worker.full_name}`}
              >
                Remove
              </Button>
            </RowActions>
          </ListRow>
        );
      })}
    </RowList>
  );
}
