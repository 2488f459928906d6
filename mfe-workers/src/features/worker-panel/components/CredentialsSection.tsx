import { RemoteWidget } from 'shared-ui';
import { useWorkersT } from '../../../i18n';

/** The credentials area owns this section and exposes it by name (ARCHITECTURE.md, cross-remote widgets). */
const WORKER_CREDENTIALS_SECTION = 'mfe_credentials/WorkerCredentialsSection';

/** The contract of the exposed section: what its default export is rendered with. */
export interface WorkerCredentialsSectionProps {
  workerId: number;
}

/** Mount point of the credentials area's section for one worker, loaded through the shell when first shown. */
export function CredentialsSection({ workerId }: WorkerCredentialsSectionProps) {
  const { t } = useWorkersT();
  return (
    <RemoteWidget<WorkerCredentialsSectionProps>
      module={WORKER_CREDENTIALS_SECTION}
      props={{ workerId }}
      label={t('panel.sections.credentials')}
      notDeployedDescription={t('panel.credentialsNotDeployed')}
    />
  );
}
