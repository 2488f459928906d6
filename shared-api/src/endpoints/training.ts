import useSWR from 'swr';
import { apiFetch } from '../client';
import type {
  TrainingProviderLocationsResponse,
  TrainingProviderResponse,
  TrainingProviderServicesResponse,
  TrainingProvidersQuery,
  TrainingProvidersResponse,
} from '../training-types';

const trimmed = (query: TrainingProvidersQuery) => ({ ...query, search: query.search?.trim() || undefined });

export const trainingProvidersKey = (query: TrainingProvidersQuery) =>
  ['/training-providers', query.search?.trim() ?? '', query.page ?? 1, query.per_page ?? ''] as const;
export const fetchTrainingProviders = (query: TrainingProvidersQuery = {}) =>
  apiFetch<TrainingProvidersResponse>('/training-providers', { query: { ...trimmed(query) } });

export const trainingProviderKey = (providerId: number) => `/training-providers/${providerId}`;
export const fetchTrainingProvider = (providerId: number) => apiFetch<TrainingProviderResponse>(trainingProviderKey(providerId));

export const trainingServicesKey = (providerId: number, query: TrainingProvidersQuery) =>
  [`/training-providers/${providerId}/services`, query.search?.trim() ?? '', query.page ?? 1, query.per_page ?? ''] as const;
export const fetchTrainingServices = (providerId: number, query: TrainingProvidersQuery = {}) =>
  apiFetch<TrainingProviderServicesResponse>(`/training-providers/${providerId}/services`, { query: { ...trimmed(query) } });

export const trainingLocationsKey = (providerId: number) => `/training-providers/${providerId}/locations`;
export const fetchTrainingLocations = (providerId: number) =>
  apiFetch<TrainingProviderLocationsResponse>(trainingLocationsKey(providerId));

export function useTrainingProviders(query: TrainingProvidersQuery = {}) {
  return useSWR(trainingProvidersKey(query), () => fetchTrainingProviders(query), { keepPreviousData: true });
}

/** No request while providerId is null (the side panel closed). */
export function useTrainingProvider(providerId: number | null) {
  return useSWR(providerId === null ? null : trainingProviderKey(providerId), () => fetchTrainingProvider(providerId as number));
}

export function useTrainingServices(providerId: number | null, query: TrainingProvidersQuery = {}) {
  return useSWR(providerId === null ? null : trainingServicesKey(providerId, query), () => fetchTrainingServices(providerId as number, query), {
    keepPreviousData: true,
  });
}

export function useTrainingLocations(providerId: number | null) {
  return useSWR(providerId === null ? null : trainingLocationsKey(providerId), () => fetchTrainingLocations(providerId as number));
}
