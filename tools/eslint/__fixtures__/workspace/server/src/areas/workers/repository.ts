import { query } from '../../core/db';

export const workerName = (id: number) => query(`select name from workers where id = ${id}`);
