import type { Worker } from 'shared-api';
import { PanelSection } from 'shared-ui';
import { useWorkersT } from '../../../i18n';
import { LoginDetailsForm } from './LoginDetailsForm';
import { PersonalInformation } from './PersonalInformation';

interface EditDetailsTabProps {
  worker: Worker;
  onWorkerChange: (worker: Worker) => void;
}

export function EditDetailsTab({ worker, onWorkerChange }: EditDetailsTabProps) {
  const { t } = useWorkersT();
  return (
    <>
      <PanelSection title={t('details.loginDetails')}>
        <LoginDetailsForm worker={worker} onWorkerChange={onWorkerChange} />
      </PanelSection>
      <PanelSection title={t('details.personalInformation')}>
        <PersonalInformation worker={worker} onWorkerChange={onWorkerChange} />
      </PanelSection>
    </>
  );
}
