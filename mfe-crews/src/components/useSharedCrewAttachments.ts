import { useState } from 'react';
import { attachSharedCrew, crewKey, detachSharedCrew, formErrorsFrom, importedCrewsKey, type CrewSharedImport } from 'shared-api';
import { useConfirm, useToast } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { getCrewsT, useCrewsT } from '../i18n';

/**
 * Attaching an imported crew to this crew and detaching it (ADR 0015), for the cards that offer it: the Shared Crews
 * card of the Workers page and the Imported Crews card of the Share Crew page. Detach is confirmed first; both tell
 * the outcome in a toast and reload the crew, whose `crew_shared_imports` both cards show. `busyId` is the imported
 * crew being attached or detached.
 */
export function useSharedCrewAttachments(crewId: number, crewName: string) {
  const { t } = useCrewsT();
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function attach(sharedCrewId: number) {
    setBusyId(sharedCrewId);
    try {
      const response = await attachSharedCrew(crewId, sharedCrewId);
      toast.success(response.message);
      await mutate(crewKey(crewId));
    } catch (error) {
      const fallback = getCrewsT()('sharedCrews.attach.failed');
      const result = formErrorsFrom<'shared_crew_id'>(error, ['shared_crew_id'], fallback);
      toast.error(result.fields.shared_crew_id ?? result.message ?? fallback);
      // The share may have ended meanwhile: the list of imported crews is asked again.
      void mutate(importedCrewsKey(crewId));
    } finally {
      setBusyId(null);
    }
  }

  async function detach(item: CrewSharedImport) {
    const name = item.imported_crew.name;
    const confirmed = await confirm(t('sharedCrews.detach.confirm', { name, crew: crewName }), {
      title: t('sharedCrews.detach.title', { name }),
      confirmLabel: t('sharedCrews.detach.action'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusyId(item.imported_crew.id);
    try {
      const response = await detachSharedCrew(crewId, item.id);
      toast.success(response.message);
      await mutate(crewKey(crewId));
    } catch (error) {
      const fallback = getCrewsT()('sharedCrews.detach.failed');
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setBusyId(null);
    }
  }

  return { attach, detach, busyId };
}
