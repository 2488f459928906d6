// Allowed: core, the area's own files, and another area through its index.ts.
import { query } from '../../core/db';
import { workerName } from '../workers';
import { credentialName } from './repository';

export const credentialsRoutes = () => [query('select 1'), workerName(1), credentialName(1)];
