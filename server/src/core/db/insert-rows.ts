import type { Queryable } from './types';

export type Row = Record<string, unknown>;

/** Postgres caps a statement at 65,535 parameters; stay well below it. */
const MAX_PARAMS = 30_000;

/**
 * Inserts rows (all with the keys of the first) in multi-row statements and returns the `returning`
 * column of each row, in input order (an INSERT ... VALUES returns its rows in the order given).
 */
export async function insertRows<T = number>(
  db: Queryable,
  table: string,
  rows: Row[],
  returning: string | null = 'id',
): Promise<T[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const out: T[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      const placeholders = columns.map((column) => {
        params.push(toParam(row[column]));
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${returning ? ` returning ${returning}` : ''}`;
    const result = await db.query<Row>(sql, params);
    if (returning) out.push(...result.map((r) => r[returning] as T));
  }
  return out;
}

/** jsonb values go as JSON text, so both drivers hand Postgres the same thing. */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}
