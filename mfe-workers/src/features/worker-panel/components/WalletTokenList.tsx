import type { WalletToken } from 'shared-api';
import { Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';

export interface WalletTokenListProps {
  tokens: WalletToken[];
  onRemove: (token: WalletToken) => void;
  /** The token whose removal is under way. */
  removingId?: number | null;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Text = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** Who was given the wallet link, and since when; each link can be opened or revoked. */
export function WalletTokenList({ tokens, onRemove, removingId = null }: WalletTokenListProps) {
  if (tokens.length === 0) {
    return <EmptyState title="Nobody has access to this wallet" description="Give access by e-mail to share the worker's credentials." />;
  }
  return (
    <List aria-label="Wallet access">
      {tokens.map((token) => {
        const email = token.metadata.access.emails[0];
        return (
          <Row key={token.id}>
            <Text>
              <Name>{token.worker.full_name}</Name>
              <Meta>
                {email ?? 'No e-mail recorded'} · {token.created_at_diff}
              </Meta>
            </Text>
            <Actions>
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
            </Actions>
          </Row>
        );
      })}
    </List>
  );
}
