import type { Worker } from 'shared-api';
import { PanelSection } from 'shared-ui';
import { LoginDetailsForm } from './LoginDetailsForm';
import { PersonalInformation } from './PersonalInformation';

interface EditDetailsTabProps {
  worker: Worker;
  onWorkerChange: (worker: Worker) => void;
}

export function EditDetailsTab({ worker, onWorkerChange }: EditDetailsTabProps) {
  return (
    <>
      <PanelSection title="Login details">
        <LoginDetailsForm worker={worker} onWorkerChange={onWorkerChange} />
      </PanelSection>
      <PanelSection title="Personal Information">
        <PersonalInformation worker={worker} onWorkerChange={onWorkerChange} />
      </PanelSection>
    </>
  );
}
