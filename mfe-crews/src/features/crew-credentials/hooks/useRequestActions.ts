import { useState } from 'react';
import {
  crewFollowsWorkersKey,
  crewMissingCredentialsKey,
  crewOutlookKey,
  massRequestCrewCredential,
  requestCrewCredential,
  withdrawCrewCredentialRequest,
  formErrorsFrom,
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

/**
 * Request, withdraw (confirmed) and mass request (confirmed) for missing credentials; afterwards the follow data is
 * reloaded (§4), with `reload` for the caller's own view (the follow detail).
 */
export function useRequestActions(crewId: number, reload?: () => void) {
  const { t } = useCrewsT();
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<MissingBusy | null>(null);

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
    request: (credential: Target, worker: CrewMissingWorker) =>
      run({ credentialId: credential.id, workerId: worker.id, action: 'request' }, () => requestCrewCredential(crewId, credential.id, { worker_id: worker.id }), getCrewsT()('credentials.missing.requestFailed')),
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
