import useSWR from 'swr';
import { apiFetch } from '../client';
import type { PublicWalletResponse } from '../workers-types';

type PublicWalletKey = readonly ['/wallets', string];

/** The SWR key of a wallet shared by token; no token, no fetch. */
export const publicWalletKey = (token: string | null): PublicWalletKey | null => (token ? ['/wallets', token] : null);

/** The wallet page is opened without a session: a 401 is an error to show, never a redirect to /login. */
export const fetchPublicWallet = (token: string) =>
  apiFetch<PublicWalletResponse>(`/wallets/${encodeURIComponent(token)}`, { redirectOn401: false });

export function usePublicWallet(token: string | null) {
  return useSWR(publicWalletKey(token), ([, walletToken]: PublicWalletKey) => fetchPublicWallet(walletToken), {
    // An unknown or revoked token stays so; the page offers its own Retry for other failures.
    shouldRetryOnError: false,
  });
}
