import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  EnterpriseCustomerResponse,
  Locale,
  LoginRequest,
  LoginResponse,
  MeResponse,
  UpdateLocaleRequest,
  UpdateLocaleResponse,
} from '../types';

export const meKey = '/users/me';
export const enterpriseCustomerKey = '/enterprise-customer';

export const fetchMe = () => apiFetch<MeResponse>(meKey);
export const fetchEnterpriseCustomer = () => apiFetch<EnterpriseCustomerResponse>(enterpriseCustomerKey);

export const login = (credentials: LoginRequest) =>
  apiFetch<LoginResponse>('/auth/login', { method: 'POST', body: credentials, redirectOn401: false });

/** Stores the language the signed-in user chose; later sessions and e-mails to them use it. */
export const updateMyLocale = (locale: Locale) =>
  apiFetch<UpdateLocaleResponse>(`${meKey}/locale`, { method: 'PUT', body: { locale } satisfies UpdateLocaleRequest });

export const logout = () => apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });

export function useMe() {
  return useSWR(meKey, fetchMe);
}

export function useEnterpriseCustomer() {
  return useSWR(enterpriseCustomerKey, fetchEnterpriseCustomer);
}
