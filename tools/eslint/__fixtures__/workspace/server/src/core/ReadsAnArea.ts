import { workerName } from '../areas/workers';

export const label = (id: number) => workerName(id);
