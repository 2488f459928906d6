import useSWR from 'swr';
import { apiFetch } from '../client';
import type { AssociationResponse } from '../referrals-types';

export const associationKey = '/association';
export const fetchAssociation = () => apiFetch<AssociationResponse>(associationKey);

export function useAssociation() {
  return useSWR(associationKey, fetchAssociation);
}
