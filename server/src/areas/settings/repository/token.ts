import type { IntegrationToken } from 'shared-api/contract';
import type { Queryable } from '../../../core/db';
import { randomToken, sha256 } from '../../../core/auth/tokens';
import { diffForHumans } from '../../../core/lib/time';
import type { Locale } from '../../../core/i18n';

interface TokenRow {
  token_suffix: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** What the page shows of a stored token: only its last four characters. */
const MASK = '•'.repeat(12);

const toToken = (row: TokenRow, locale: Locale, full?: string): IntegrationToken => ({
  token: full ?? `${MASK}${row.token_suffix}`,
  is_masked: full === undefined,
  created_at: row.created_at.toISOString(),
  created_at_diff_for_humans: diffForHumans(row.created_at, new Date(), locale),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export async function findToken(db: Queryable, customerId: number, locale: Locale): Promise<IntegrationToken | null> {
  const [row] = await db.query<TokenRow>('select token_suffix, created_at, last_used_at from enterprise_tokens where enterprise_customer_id = $1', [customerId]);
  return row ? toToken(row, locale) : null;
}

/** A first token for the customer; null when one exists (it is never replaced here). */
export async function createToken(db: Queryable, customerId: number, userId: number, locale: Locale): Promise<IntegrationToken | null> {
  const token = randomToken();
  const [row] = await db.query<TokenRow>(
    `insert into enterprise_tokens (enterprise_customer_id, token_hash, token_suffix, created_by_user_id)
     values ($1, $2, $3, $4)
     on conflict (enterprise_customer_id) do nothing
     returning token_suffix, created_at, last_used_at`,
    [customerId, sha256(token), token.slice(-4), userId],
  );
  return row ? toToken(row, locale, token) : null;
}

/** A new token in place of the customer's (or a first one): the old hash is gone, so the old token stops working. */
export async function replaceToken(db: Queryable, customerId: number, userId: number, locale: Locale): Promise<IntegrationToken> {
  const token = randomToken();
  const [row] = await db.query<TokenRow>(
    `insert into enterprise_tokens (enterprise_customer_id, token_hash, token_suffix, created_by_user_id)
     values ($1, $2, $3, $4)
     on conflict (enterprise_customer_id) do update
        set token_hash = excluded.token_hash, token_suffix = excluded.token_suffix,
            created_by_user_id = excluded.created_by_user_id, created_at = now(), last_used_at = null
     returning token_suffix, created_at, last_used_at`,
    [customerId, sha256(token), token.slice(-4), userId],
  );
  return toToken(row, locale, token);
}
