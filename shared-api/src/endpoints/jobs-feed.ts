import useSWR from 'swr';
import { apiFetch } from '../client';
import type { MessageResponse } from '../workers-types';
import type {
  ApprovedDomainInput,
  ApprovedDomainsResponse,
  FeedIntegrationResponse,
  FeedJobActiveInput,
  FeedJobInput,
  FeedJobResponse,
  FeedJobsResponse,
  FilteredLocationInput,
  FilteredLocationResponse,
  FilteredLocationsResponse,
  LocationsByProvinceResponse,
} from '../jobs-feed-types';

export const feedJobsKey = (page = 1) => ['/feed-jobs', page] as const;
export const fetchFeedJobs = (page = 1) => apiFetch<FeedJobsResponse>('/feed-jobs', { query: { page } });
export const createFeedJob = (input: FeedJobInput) => apiFetch<FeedJobResponse>('/feed-jobs', { method: 'POST', body: input });
export const updateFeedJob = (jobId: number, input: FeedJobInput) =>
  apiFetch<FeedJobResponse>(`/feed-jobs/${jobId}`, { method: 'PUT', body: input });
export const setFeedJobActive = (jobId: number, isActive: boolean) =>
  apiFetch<FeedJobResponse>(`/feed-jobs/${jobId}/active`, { method: 'PUT', body: { is_active: isActive } satisfies FeedJobActiveInput });
export const deleteFeedJob = (jobId: number) => apiFetch<MessageResponse>(`/feed-jobs/${jobId}`, { method: 'DELETE' });

export const approvedDomainsKey = '/feed-jobs/integrations/approved-domains';
export const fetchApprovedDomains = () => apiFetch<ApprovedDomainsResponse>(approvedDomainsKey);
export const addApprovedDomain = (input: ApprovedDomainInput) =>
  apiFetch<ApprovedDomainsResponse>(approvedDomainsKey, { method: 'POST', body: input });
export const removeApprovedDomain = (domainId: number) =>
  apiFetch<ApprovedDomainsResponse>(`${approvedDomainsKey}/${domainId}`, { method: 'DELETE' });

export const locationsByProvinceKey = (province: string) => ['/feed-jobs/integrations/locations-by-province', province] as const;
export const fetchLocationsByProvince = (province: string) =>
  apiFetch<LocationsByProvinceResponse>('/feed-jobs/integrations/locations-by-province', { query: { province } });

export const filteredLocationsKey = '/feed-jobs/integrations/filtered-locations';
export const fetchFilteredLocations = () => apiFetch<FilteredLocationsResponse>(filteredLocationsKey);
export const addFilteredLocation = (input: FilteredLocationInput) =>
  apiFetch<FilteredLocationResponse>(filteredLocationsKey, { method: 'POST', body: input });
export const removeFilteredLocation = (locationId: number) =>
  apiFetch<MessageResponse>(`${filteredLocationsKey}/${locationId}`, { method: 'DELETE' });

export const feedIntegrationKey = '/feed-jobs/integrations/feed';
export const fetchFeedIntegration = () => apiFetch<FeedIntegrationResponse>(feedIntegrationKey);

export function useFeedJobs(page = 1) {
  return useSWR(feedJobsKey(page), () => fetchFeedJobs(page), { keepPreviousData: true });
}

export function useApprovedDomains() {
  return useSWR(approvedDomainsKey, fetchApprovedDomains);
}

/** No request until a province is chosen. */
export function useLocationsByProvince(province: string | null | undefined) {
  return useSWR(province ? locationsByProvinceKey(province) : null, () => fetchLocationsByProvince(province as string));
}

export function useFilteredLocations() {
  return useSWR(filteredLocationsKey, fetchFilteredLocations);
}

export function useFeedIntegration() {
  return useSWR(feedIntegrationKey, fetchFeedIntegration);
}
