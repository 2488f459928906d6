import { WorkerCredentialsSection } from './components/WorkerCredentialsSection';

/** `mfe_credentials/WorkerCredentialsSection`: mfe-workers' panel renders the default export with `{ workerId }`. */
export default WorkerCredentialsSection;
export type { WorkerCredentialsSectionProps } from './components/WorkerCredentialsSection';
