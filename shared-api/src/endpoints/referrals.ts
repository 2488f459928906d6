import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  PublicReferralResponse,
  ReferralCodeInput,
  ReferralCodeResponse,
  ReferralCodesResponse,
  ReferralLinkResponse,
  ReferralPlansResponse,
  ReferralSignUpInput,
  ReferralSignUpResponse,
  ReferredSubscriptionsResponse,
} from '../referrals-types';

export const referralPlansKey = '/referral-codes/types';
export const fetchReferralPlans = () => apiFetch<ReferralPlansResponse>(referralPlansKey);

export const referralCodesKey = '/referral-codes';
export const fetchReferralCodes = () => apiFetch<ReferralCodesResponse>(referralCodesKey);
export const createReferralCode = (input: ReferralCodeInput) =>
  apiFetch<ReferralCodeResponse>(referralCodesKey, { method: 'POST', body: input });
/** Rejects with ApiError status 400 (`This code is no longer active!`) for a code that is not active. */
export const fetchReferralLink = (codeId: number) => apiFetch<ReferralLinkResponse>(`/referral-codes/${codeId}/link`);

export const referredSubscriptionsKey = (page = 1) => ['/referrals', page] as const;
export const fetchReferredSubscriptions = (page = 1) =>
  apiFetch<ReferredSubscriptionsResponse>('/referrals', { query: { page } });

/** The public sign-up page: no redirect to the login page on 401. */
export const publicReferralKey = (code: string) => `/public/referrals/${encodeURIComponent(code)}`;
export const fetchPublicReferral = (code: string) => apiFetch<PublicReferralResponse>(publicReferralKey(code), { redirectOn401: false });
export const signUpWithReferral = (code: string, input: ReferralSignUpInput) =>
  apiFetch<ReferralSignUpResponse>(`${publicReferralKey(code)}/register`, { method: 'POST', body: input, redirectOn401: false });

export function useReferralPlans() {
  return useSWR(referralPlansKey, fetchReferralPlans);
}

export function useReferralCodes() {
  return useSWR(referralCodesKey, fetchReferralCodes);
}

export function useReferredSubscriptions(page = 1) {
  return useSWR(referredSubscriptionsKey(page), () => fetchReferredSubscriptions(page), { keepPreviousData: true });
}

export function usePublicReferral(code: string) {
  return useSWR(publicReferralKey(code), () => fetchPublicReferral(code), { shouldRetryOnError: false });
}
