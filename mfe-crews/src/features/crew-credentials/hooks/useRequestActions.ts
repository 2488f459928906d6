import { useState } from 'react';
import {
  crewFollowsWorkersKey,
  crewMissingCredentialsKey,
  crewOutlookKey,
  massRequestCrewCredential,
  requestCrewCredential,
  resendCrewCredentialRequest,
  withdrawCrewCredentialRequest,
  formErrorsFrom,
  type CrewCredentialRequest,
  type CrewMissingWorker,
} from 'shared-api';
import { useConfirm, useToast } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { getCrewsT, useCrewsT } from '../../../i18n';
import type { MissingBusy } from '../components/MissingCredentialsList';

interface Target {
  id: number;
  label: string;
}

/** A request whose details are shown (RequestDetailsModal), with its link when the last call just issued it. */
export interface ViewedRequest {
  request: CrewCredentialRequest;
  /** Where the e-mail went; null when the worker has no address. */
  email: string | null;
  /** Only right after Request Credential or Send again: the server keeps the token's hash only (ADR 0018). */
  link: string | null;
}

/**
 * Request, withdraw (confirmed), mass request (confirmed), View Request and Send again for missing credentials;
 * afterwards the follow data is reloaded (§4), with `reload` for the caller's own view (the follow detail). A new
 * request and Send again open the request's details with its link, shown once.
 */
export function useRequestActions(crewId: number, reload?: () => void) {
  const { t } = useCrewsT();
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<MissingBusy | null>(null);
  const [viewed, setViewed] = useState<ViewedRequest | null>(null);
  const [resending, setResending] = useState(false);

  async function refresh() {
    reload?.();
    await Promise.all([mutate(crewMissingCredentialsKey(crewId)), mutate(crewFollowsWorkersKey(crewId)), mutate(crewOutlookKey(crewId))]);
  }

  async function run(next: MissingBusy, work: () => Promise<{ message: string }>, fallback: string) {
    setBusy(next);
    try {
      const response = await work();
      toast.success(response.message);
      await refresh();
    } catch (error) {
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    viewed,
    resending,
    request: (credential: Target, worker: CrewMissingWorker) =>
      run(
        { credentialId: credential.id, workerId: worker.id, action: 'request' },
        async () => {
          const response = await requestCrewCredential(crewId, credential.id, { worker_id: worker.id });
          setViewed({ request: response.credential_request, email: worker.email, link: response.link });
          return response;
        },
        getCrewsT()('credentials.missing.requestFailed'),
      ),
    /** View Request: the request's details in the portal (its link is not kept, so there is nothing to open). */
    view: (request: CrewCredentialRequest, email: string | null) => setViewed({ request, email, link: null }),
    closeView: () => setViewed(null),
    /** Send again: a new link e-mailed to the worker, shown once in the details; the previous link stops working. */
    resend: async () => {
      if (!viewed) return;
      setResending(true);
      try {
        const response = await resendCrewCredentialRequest(crewId, viewed.request.id);
        setViewed({ ...viewed, request: response.credential_request, link: response.link });
        toast.success(response.message);
        await refresh();
      } catch (error) {
        const fallback = getCrewsT()('credentials.requestDetails.resendFailed');
        toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
      } finally {
        setResending(false);
      }
    },
    withdraw: async (credential: Target, worker: CrewMissingWorker) => {
      const request = worker.credential_request;
      if (!request) return;
      const confirmed = await confirm(t('credentials.missing.withdrawConfirm'), {
        title: t('credentials.missing.withdrawTitle'),
        confirmLabel: t('credentials.missing.withdraw'),
        tone: 'danger',
      });
      if (!confirmed) return;
      await run({ credentialId: credential.id, workerId: worker.id, action: 'withdraw' }, () => withdrawCrewCredentialRequest(crewId, request.id), getCrewsT()('credentials.missing.withdrawFailed'));
    },
    massRequest: async (credential: Target) => {
      const confirmed = await confirm(t('credentials.missing.massConfirm'), {
        title: t('credentials.missing.massTitle', { name: credential.label }),
        confirmLabel: t('credentials.missing.mass'),
      });
      if (!confirmed) return;
      await run({ credentialId: credential.id, workerId: null, action: 'mass' }, () => massRequestCrewCredential(crewId, credential.id), getCrewsT()('credentials.missing.massFailed'));
    },
  };
}
