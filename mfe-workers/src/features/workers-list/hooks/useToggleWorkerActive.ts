import { useState } from 'react';
import { archiveWorker, restoreWorker, type Worker } from 'shared-api';
import { useConfirm, useToast } from 'shared-ui';
import { getWorkersT } from '../../../i18n';

/** Deactivate or activate after the spec's confirmation; `onToggled` gets the worker the server returned. */
export function useToggleWorkerActive(onToggled: (worker: Worker) => void) {
  const confirm = useConfirm();
  const toast = useToast();
  const [busyWorkerIds, setBusyWorkerIds] = useState<number[]>([]);

  async function toggleActive(worker: Worker) {
    const deactivating = worker.is_active === 1;
    const t = getWorkersT();
    const confirmed = await confirm(deactivating ? t('toggle.deactivateConfirm') : t('toggle.activateConfirm'), {
      title: deactivating ? t('toggle.deactivateTitle') : t('toggle.activateTitle'),
      confirmLabel: deactivating ? t('toggle.deactivate') : t('toggle.activate'),
      tone: deactivating ? 'danger' : undefined,
    });
    if (!confirmed) return;
    setBusyWorkerIds((ids) => [...ids, worker.id]);
    try {
      const response = await (deactivating ? archiveWorker(worker.id) : restoreWorker(worker.id));
      onToggled(response.worker);
      // The language may have changed while the call ran: the toast speaks the current one.
      const name = response.worker.full_name;
      toast.success(response.message ?? getWorkersT()(deactivating ? 'toggle.nowInactive' : 'toggle.nowActive', { name }));
    } catch (error) {
      const message = (error as Error).message;
      toast.error(getWorkersT()(deactivating ? 'toggle.deactivateFailed' : 'toggle.activateFailed', { name: worker.full_name, message }));
    } finally {
      setBusyWorkerIds((ids) => ids.filter((id) => id !== worker.id));
    }
  }

  return { busyWorkerIds, toggleActive };
}
