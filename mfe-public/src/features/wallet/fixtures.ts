import type { PublicWallet } from 'shared-api';

type WalletCredential = PublicWallet['credentials'][number];

export function walletCredential(overrides: Partial<WalletCredential> = {}): WalletCredential {
  return {
    id: 1,
    name: 'Working at Heights',
    issuer: 'Ontario Safety Training',
    issued: '2024-03-04',
    issued_pretty_date: 'Mar 4, 2024',
    expiry: '2027-03-04',
    expires_pretty_date: 'Mar 4, 2027',
    is_expired: false,
    document_number: 'WAH-204881',
    needs_review: false,
    document_url: '/json/wallets/tok/credentials/1/document',
    ...overrides,
  };
}

export const walletCredentials: WalletCredential[] = [
  walletCredential(),
  walletCredential({
    id: 2,
    name: 'WHMIS 2015',
    issuer: 'Canadian Centre for Occupational Health and Safety',
    issued: '2021-06-10',
    issued_pretty_date: 'Jun 10, 2021',
    expiry: '2024-06-10',
    expires_pretty_date: 'Jun 10, 2024',
    is_expired: true,
    document_number: null,
    document_url: '/json/wallets/tok/credentials/2/document',
  }),
  walletCredential({
    id: 3,
    name: 'Journeyperson Electrician (309A)',
    issuer: 'Skilled Trades Ontario',
    issued: '2019-09-01',
    issued_pretty_date: 'Sep 1, 2019',
    expiry: null,
    expires_pretty_date: null,
    document_number: '309A-7731-2019',
    document_url: null,
  }),
  walletCredential({
    id: 4,
    name: 'First Aid & CPR Level C',
    issuer: null,
    issued: null,
    issued_pretty_date: null,
    expiry: '2026-11-20',
    expires_pretty_date: 'Nov 20, 2026',
    document_number: null,
    document_url: '/json/wallets/tok/credentials/4/document',
  }),
];

export function publicWallet(overrides: Partial<PublicWallet> = {}): PublicWallet {
  return {
    worker: { full_name: 'Ada Fraser', job_title: 'Journeyperson Electrician', profile_picture_url: null },
    enterprise_customer: { name: 'Demo Construction Ltd.' },
    credentials: walletCredentials,
    ...overrides,
  };
}
