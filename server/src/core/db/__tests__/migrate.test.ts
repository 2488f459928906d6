import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, migrationsDir, splitStatements } from '../migrate';
import { databaseTargets } from '../../../__tests__/support/databases';
import type { TestDatabase } from '../../../__tests__/support/databases';

describe('splitting a migration into statements', () => {
  test('splits at semicolons and drops comments and empty statements', () => {
    const sql = `-- a table
create table a (id int); -- trailing note
/* a block /* nested */ comment; with a semicolon */
create index a_idx on a (id);

-- nothing after this
`;
    assert.deepEqual(splitStatements(sql), ['create table a (id int)', 'create index a_idx on a (id)']);
  });

  test('keeps semicolons inside strings, quoted identifiers and E-strings', () => {
    const sql = `insert into t (note) values ('a; b', 'it''s; fine', E'it\\'s; escaped');
create table "odd;name" ("x""y;" int)`;
    assert.deepEqual(splitStatements(sql), [
      `insert into t (note) values ('a; b', 'it''s; fine', E'it\\'s; escaped')`,
      'create table "odd;name" ("x""y;" int)',
    ]);
  });

  test('keeps a dollar-quoted function body, its semicolons and comments whole', () => {
    const body = `create function bump() returns trigger language plpgsql as $$
begin
  -- one; two
  update counts set n = n + 1;
  return null;
end
$$`;
    const tagged = `create function f() returns text language plpgsql as $fn$
begin
  return $$inner; text$$;
end
$fn$`;
    assert.deepEqual(splitStatements(`${body};\n${tagged};\nselect 1;`), [body, tagged, 'select 1']);
  });

  test('does not take positional parameters or identifiers with $ for dollar quotes', () => {
    assert.deepEqual(splitStatements('select $1, a$b$ from t; select 2'), ['select $1, a$b$ from t', 'select 2']);
  });
});

for (const target of await databaseTargets()) {
  describe(`migrations on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await target.open();
    });
    after(async () => database?.drop());

    test('applies every migration once, then the repeatable functions and triggers', async () => {
      const files = readdirSync(migrationsDir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
      const repeatables = readdirSync(join(migrationsDir, 'repeatable')).filter((f) => f.endsWith('.sql')).sort();
      assert.deepEqual(await migrate(database.db), [
        ...files.map((f) => f.replace(/\.sql$/, '')),
        ...repeatables.map((f) => `repeatable/${f.replace(/\.sql$/, '')}`),
      ]);
      assert.deepEqual(await migrate(database.db), [], 'a second run applies nothing');
      const triggers = await database.db.query<{ tgname: string }>(
        `select tgname from pg_trigger where tgrelid = 'crew_workers'::regclass and not tgisinternal order by tgname`,
      );
      assert.deepEqual(
        triggers.map((t) => t.tgname),
        [
          'crew_workers_card_count_delete',
          'crew_workers_card_count_insert',
          'crew_workers_card_count_update',
          'crew_workers_count_delete',
          'crew_workers_count_insert',
          'crew_workers_count_update',
          'crew_workers_crew_answers_delete',
          'crew_workers_crew_answers_insert',
          'crew_workers_crew_answers_truncate',
          'crew_workers_crew_answers_update',
          'crew_workers_list_delete',
          'crew_workers_list_insert',
          'crew_workers_list_truncate',
          'crew_workers_list_update',
        ],
      );
    });

    test('a repeatable file whose text changed since it was applied is applied again, alone', async () => {
      await database.db.query(`update schema_repeatables set checksum = 'an older text' where name = 'repeatable/read-counters'`);
      await database.db.query(`drop trigger crew_workers_count_insert on crew_workers`);
      assert.deepEqual(await migrate(database.db), ['repeatable/read-counters']);
      const [{ restored }] = await database.db.query<{ restored: boolean }>(
        `select exists (select from pg_trigger where tgname = 'crew_workers_count_insert') as restored`,
      );
      assert.equal(restored, true);
    });
  });
}
