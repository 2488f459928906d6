import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  EnterpriseCustomerResponse,
  Locale,
  LoginCodeRequest,
  LoginCodeRequiredResponse,
  LoginRequest,
  LoginResponse,
  MeResponse,
  PasswordResetInput,
  PasswordResetLinkResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  UpdateLocaleRequest,
  UpdateLocaleResponse,
} from '../types';
import type { MessageResponse } from '../workers-types';

export const meKey = '/users/me';
export const enterpriseCustomerKey = '/enterprise-customer';

export const fetchMe = () => apiFetch<MeResponse>(meKey);
export const fetchEnterpriseCustomer = () => apiFetch<EnterpriseCustomerResponse>(enterpriseCustomerKey);

/** A session, or (account under attack, this device new to it) the word that a one-time code was e-mailed. */
export const login = (credentials: LoginRequest) =>
  apiFetch<LoginResponse | LoginCodeRequiredResponse>('/auth/login', { method: 'POST', body: credentials, redirectOn401: false });

export const isLoginCodeRequired = (answer: LoginResponse | LoginCodeRequiredResponse): answer is LoginCodeRequiredResponse =>
  'code_required' in answer && answer.code_required;

/** The e-mailed one-time code, sent from the device that gave the password; opens the session. */
export const confirmLoginCode = (input: LoginCodeRequest) =>
  apiFetch<LoginResponse>('/auth/login/code', { method: 'POST', body: input, redirectOn401: false });

/** Stores the language the signed-in user chose; later sessions and e-mails to them use it. */
export const updateMyLocale = (locale: Locale) =>
  apiFetch<UpdateLocaleResponse>(`${meKey}/locale`, { method: 'PUT', body: { locale } satisfies UpdateLocaleRequest });

export const logout = () => apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });

/** Forgot password: e-mails a reset link valid 60 minutes; answers the same whether or not the e-mail has an account. */
export const requestPasswordReset = (email: string) =>
  apiFetch<MessageResponse>('/password-resets', { method: 'POST', body: { email } satisfies PasswordResetRequest, redirectOn401: false });

export const fetchPasswordResetLink = (token: string) =>
  apiFetch<PasswordResetLinkResponse>(`/password-resets/${encodeURIComponent(token)}`, { redirectOn401: false });

export const resetPassword = (token: string, input: PasswordResetInput) =>
  apiFetch<PasswordResetResponse>(`/password-resets/${encodeURIComponent(token)}`, { method: 'POST', body: input, redirectOn401: false });

export function useMe() {
  return useSWR(meKey, fetchMe);
}

export function useEnterpriseCustomer() {
  return useSWR(enterpriseCustomerKey, fetchEnterpriseCustomer);
}

/** A reset link's account while the link is usable; a 404 ApiError (with the server's message) once it is not. */
export function usePasswordResetLink(token: string | null) {
  return useSWR(token ? ['password-reset', token] : null, ([, linkToken]: [string, string]) => fetchPasswordResetLink(linkToken), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
