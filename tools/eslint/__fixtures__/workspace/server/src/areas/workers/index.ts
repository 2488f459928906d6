export { workerName } from './repository';
