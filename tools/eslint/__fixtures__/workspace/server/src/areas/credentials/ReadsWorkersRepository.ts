// Refused: another area's internals.
import { workerName } from '../workers/repository';

export const holderName = () => workerName(1);
