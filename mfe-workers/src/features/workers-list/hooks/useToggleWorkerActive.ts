import { useState } from 'react';
import { archiveWorker, restoreWorker, type Worker } from 'shared-api';
import { useConfirm, useToast } from 'shared-ui';

export const DEACTIVATE_CONFIRM =
  'Are you sure you want to deactivate this worker? This will remove the worker from all crews and remove all credential requests.';
export const ACTIVATE_CONFIRM = 'Are you sure you want to activate this worker?';

/** Deactivate or activate after the spec's confirmation; `onToggled` gets the worker the server returned. */
export function useToggleWorkerActive(onToggled: (worker: Worker) => void) {
  const confirm = useConfirm();
  const toast = useToast();
  const [busyWorkerIds, setBusyWorkerIds] = useState<number[]>([]);

  async function toggleActive(worker: Worker) {
    const deactivating = worker.is_active === 1;
    const confirmed = await confirm(deactivating ? DEACTIVATE_CONFIRM : ACTIVATE_CONFIRM, {
      title: deactivating ? 'Deactivate worker' : 'Activate worker',
      confirmLabel: deactivating ? 'Deactivate' : 'Activate',
      tone: deactivating ? 'danger' : undefined,
    });
    if (!confirmed) return;
    setBusyWorkerIds((ids) => [...ids, worker.id]);
    try {
      const response = await (deactivating ? archiveWorker(worker.id) : restoreWorker(worker.id));
      onToggled(response.worker);
      toast.success(response.message ?? `${response.worker.full_name} is now ${deactivating ? 'inactive' : 'active'}.`);
    } catch (error) {
      toast.error(`${worker.full_name} could not be ${deactivating ? 'deactivated' : 'activated'}. ${(error as Error).message}`);
    } finally {
      setBusyWorkerIds((ids) => ids.filter((id) => id !== worker.id));
    }
  }

  return { busyWorkerIds, toggleActive };
}
