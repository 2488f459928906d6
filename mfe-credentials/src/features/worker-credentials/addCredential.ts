import { AddWorkerCredential } from './components/AddWorkerCredential';

/**
 * `mfe_credentials/AddWorkerCredential`: the add-credential form for one worker, for other remotes (the crew worker
 * sidebar in mfe-crews) rendered with `{ workerId, onClose, onCreated }` through the shell's RemoteWidget.
 */
export default AddWorkerCredential;
export type { AddWorkerCredentialProps } from './components/AddWorkerCredential';
