import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TAG_COLORS } from 'shared-api/contract';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startAnswerCopies, type AnswerCopies } from '../../../__tests__/support/answer-copies';
import type { TestApp } from '../../../__tests__/support/app';
import type { TestClient } from '../../../__tests__/support/client';
import { CREW_ANSWERS_CHANNEL } from '../answer-cache';

/**
 * GET /json/crews and GET /json/crews/{id}/credential-follows/missing answer from this process's copies (ADR 0019):
 * every write that changes what either shows is seen by the next call, whoever wrote it (the API or a statement);
 * another customer's writes leave a customer's copies alone and never show in them.
 */

// Bodies of many shapes are asserted on: an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

for (const target of await databaseTargets()) {
  describe(`crew answer copies on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let copies: AnswerCopies;
    let demo: TestClient;
    let demoPlain: TestClient;
    let northern: TestClient;
    let demoId: number;
    let northernId: number;
    let crewId: number;
    let typeId: number;
    let credentialId: number;
    let workers: number[];
    let ownerId: number;

    const one = async <T = any>(sql: string, params: unknown[] = []) => (await ctx.db.query<T>(sql, params))[0];

    const urls = () => ['/json/crews', '/json/crews?page=2', `/json/crews?crew_type_id=${typeId}`, `/json/crews/${crewId}/credential-follows/missing`];
    const get = async (client: TestClient, url: string) => {
      const response = await client.get(url);
      assert.equal(response.status, 200, `${url}: ${JSON.stringify(response.body)}`);
      return response.body;
    };
    const card = (body: any, id = crewId) => body.crews.data.find((row: any) => row.id === id);
    const lacking = (body: any, credential = credentialId) =>
      body.credentials.find((entry: any) => entry.id === credential)?.workers_without_credential ?? [];
    /** The crew list and the crew's missing credentials, as the app with copies answers them. */
    const answers = async () => ({ list: await get(demo, '/json/crews'), missing: await get(demo, `/json/crews/${crewId}/credential-follows/missing`) });

    /** Every answer equals the one the app without copies gives. */
    async function assertCurrent(label: string) {
      for (const url of urls()) assert.deepEqual(await get(demo, url), await get(demoPlain, url), `${label}: ${url}`);
    }

    /** Reads every answer twice (the second from the copies), writes, and expects the next answers to show it. */
    async function afterWrite(label: string, write: () => Promise<unknown>, shows: (seen: { list: any; missing: any }) => boolean) {
      for (const url of urls()) {
        await get(demo, url);
        await get(demo, url);
      }
      assert.ok(!shows(await answers()), `${label}: not shown before`);
      await write();
      assert.ok(shows(await answers()), `${label}: shown at once`);
      await assertCurrent(label);
    }

    before(async () => {
      copies = await startAnswerCopies(target, CREW_ANSWERS_CHANNEL, { crewAnswersCache: false });
      ({ ctx, demo, demoPlain, northern } = copies);
      ({ id: demoId } = await one(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`));
      ({ id: northernId } = await one(`select id from enterprise_customers where name = 'Northern Electric Inc.'`));
      ({ id: ownerId } = await one('select id from users where email = $1', ['owner@demo.test']));
      ({ id: typeId } = await one('select id from crew_types where enterprise_customer_id is null order by id limit 1'));
      ({ id: credentialId } = await one('select id from credentials where enterprise_customer_id is null order by id limit 1'));
      workers = (
        await ctx.db.query<{ id: number }>(
          `select id from enterprise_customer_workers where enterprise_customer_id = $1 and is_active order by id desc limit 3`,
          [demoId],
        )
      ).map((row) => row.id);
      // First in the name order: on the first page.
      const created = await demo.post('/json/crews', { name: 'Aaa cache crew', description: '', admin_id: ownerId });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      crewId = created.body.crew.id;
      for (const workerId of workers.slice(0, 2)) assert.equal((await demo.post(`/json/crews/${crewId}/workers/${workerId}`, {})).status, 200);
      await ctx.db.query('delete from user_credentials where worker_id = any($1::int[]) and credential_id = $2', [workers, credentialId]);
      assert.equal((await demo.post(`/json/crews/${crewId}/credentials/${credentialId}`)).status, 201);
    });
    after(async () => {
      await copies?.close();
    });

    test('a repeated answer is the kept copy, which a notification for the customer drops', async () => {
      const before = await answers();
      assert.ok(card(before.list), 'the crew is on the first page');
      assert.equal(lacking(before.missing).length, 2);
      await copies.unannounced(`update crews set description = 'Unannounced' where id = $1`, [crewId]);
      await copies.unannounced(`update enterprise_customer_workers set email = 'unannounced@cache.test' where id = $1`, [workers[0]]);
      const kept = await answers();
      assert.deepEqual(kept, before, 'both copies are answered');
      assert.equal(card(await get(demoPlain, '/json/crews')).description_preview, 'Unannounced', 'the database has changed');
      await copies.announce(northernId);
      assert.deepEqual(await answers(), before, "another customer's notification leaves them");
      await copies.announce(demoId);
      const dropped = await answers();
      assert.equal(card(dropped.list).description_preview, 'Unannounced', 'the list copy was dropped');
      assert.ok(lacking(dropped.missing).some((worker: any) => worker.email === 'unannounced@cache.test'), 'the missing copy was dropped');
      await copies.unannounced(`update crews set description = '' where id = $1`, [crewId]);
      await copies.unannounced(`update enterprise_customer_workers set email = $2 where id = $1`, [workers[0], lacking(before.missing).find((w: any) => w.id === workers[0]).email]);
      await copies.announce('*');
      assert.deepEqual(await answers(), before, "a notification for every customer drops them too");
    });

    test('every write that changes the list or the missing credentials is seen by the next answer', async () => {
      let newCrewId = 0;
      await afterWrite(
        'crew created (API)',
        async () => {
          const created = await demo.post('/json/crews', { name: 'Aab cache crew', description: '', admin_id: ownerId });
          assert.equal(created.status, 201, JSON.stringify(created.body));
          newCrewId = created.body.crew.id;
        },
        ({ list }) => !!card(list, newCrewId),
      );
      await afterWrite('crew renamed (API)', () => demo.put(`/json/crews/${crewId}`, { name: 'Aaa cache crew renamed', description: '', crew_type_id: null }), ({ list }) =>
        card(list).name === 'Aaa cache crew renamed',
      );
      await afterWrite('type changed (API)', () => demo.put(`/json/crews/${crewId}`, { name: 'Aaa cache crew renamed', description: '', crew_type_id: typeId }), ({ list }) =>
        card(list).crew_type?.id === typeId,
      );
      const { name: typeName } = await one('select name from crew_types where id = $1', [typeId]);
      await afterWrite("the platform's type renamed", () => ctx.db.query(`update crew_types set name = 'Cache type' where id = $1`, [typeId]), ({ list }) =>
        card(list).crew_type?.name === 'Cache type',
      );
      await ctx.db.query('update crew_types set name = $2 where id = $1', [typeId, typeName]);
      const { first_name: ownerName } = await one('select first_name from users where id = $1', [ownerId]);
      await afterWrite('administrator renamed', () => ctx.db.query(`update users set first_name = 'Cacheadmin' where id = $1`, [ownerId]), ({ list }) =>
        /^Cacheadmin /.test(card(list).admin.full_name),
      );
      await ctx.db.query('update users set first_name = $2 where id = $1', [ownerId, ownerName]);
      await afterWrite(
        'worker added (API)',
        async () => assert.equal((await demo.post(`/json/crews/${crewId}/workers/${workers[2]}`, {})).status, 200),
        ({ list, missing }) => card(list).crew_workers_count === 3 && lacking(missing).some((worker: any) => worker.id === workers[2]),
      );
      await afterWrite(
        'worker removed (API)',
        async () => assert.equal((await demo.delete(`/json/crews/${crewId}/workers/${workers[2]}`)).status, 200),
        ({ list, missing }) => card(list).crew_workers_count === 2 && !lacking(missing).some((worker: any) => worker.id === workers[2]),
      );
      await afterWrite(
        'worker renamed (API)',
        async () => assert.equal((await demo.put(`/json/workers/${workers[0]}`, { first_name: 'Cacheworker' })).status, 200),
        ({ missing }) => lacking(missing).some((worker: any) => /^Cacheworker /.test(worker.full_name)),
      );
      let tagId = 0;
      await afterWrite(
        'tag put on a crew worker (API)',
        async () => {
          const response = await demo.post(`/json/workers/${workers[0]}/tags`, { name: 'Crew cache check', color: TAG_COLORS[0] });
          assert.equal(response.status, 200, JSON.stringify(response.body));
          tagId = response.body.tag.id;
        },
        ({ list }) => card(list).worker_tags_summary.some((entry: any) => entry.tag.name === 'Crew cache check'),
      );
      await afterWrite('tag renamed', () => ctx.db.query(`update tags set name = 'Crew cache checked' where id = $1`, [tagId]), ({ list }) =>
        card(list).worker_tags_summary.some((entry: any) => entry.tag.name === 'Crew cache checked'),
      );
      await afterWrite(
        'tag taken off (API)',
        () => demo.delete(`/json/workers/${workers[0]}/tags/${tagId}`),
        ({ list }) => !card(list).worker_tags_summary.some((entry: any) => entry.tag.id === tagId),
      );
      const { id: otherCredential } = await one('select id from credentials where enterprise_customer_id is null order by id offset 1 limit 1');
      await ctx.db.query('delete from user_credentials where worker_id = any($1::int[]) and credential_id = $2', [workers, otherCredential]);
      await afterWrite(
        'credential followed (API)',
        async () => assert.equal((await demo.post(`/json/crews/${crewId}/credentials/${otherCredential}`)).status, 201),
        ({ missing }) => lacking(missing, otherCredential).length === 2,
      );
      await afterWrite(
        'credential unfollowed (API)',
        async () => assert.equal((await demo.delete(`/json/crews/${crewId}/credentials/${otherCredential}`)).status, 200),
        ({ missing }) => lacking(missing, otherCredential).length === 0,
      );
      let heldId = 0;
      await afterWrite(
        'credential added for a crew worker',
        async () => {
          ({ id: heldId } = await one(
            `insert into user_credentials (enterprise_customer_id, worker_id, credential_id, name, expiry) values ($1, $2, $3, 'Cache ticket', current_date + 30) returning id`,
            [demoId, workers[1], credentialId],
          ));
        },
        ({ missing }) => !lacking(missing).some((worker: any) => worker.id === workers[1]),
      );
      await afterWrite(
        'that credential expired',
        () => ctx.db.query('update user_credentials set expiry = current_date - 1 where id = $1', [heldId]),
        ({ missing }) => lacking(missing).some((worker: any) => worker.id === workers[1]),
      );
      let requestId = 0;
      await afterWrite(
        'request opened (API)',
        async () => {
          const requested = await demo.post(`/json/crews/${crewId}/credentials/${credentialId}/request`, { worker_id: workers[0], message: 'Cache' });
          assert.equal(requested.status, 201, JSON.stringify(requested.body));
          requestId = requested.body.credential_request.id;
        },
        ({ missing }) => lacking(missing).find((worker: any) => worker.id === workers[0])?.credential_request?.id === requestId,
      );
      // The request's date is written in the reader's language: each locale has its own copy.
      const english = await demo.request<any>({ method: 'GET', url: `/json/crews/${crewId}/credential-follows/missing`, headers: { 'accept-language': 'en-CA' } });
      const french = await demo.request<any>({ method: 'GET', url: `/json/crews/${crewId}/credential-follows/missing`, headers: { 'accept-language': 'fr-CA' } });
      const dateIn = (body: any) => lacking(body).find((worker: any) => worker.id === workers[0]).credential_request.created_at_pretty_date;
      assert.notEqual(dateIn(english.body), dateIn(french.body));
      await afterWrite(
        'request withdrawn (API)',
        async () => assert.equal((await demo.delete(`/json/crews/${crewId}/credential-requests/${requestId}`)).status, 200),
        ({ missing }) => lacking(missing).find((worker: any) => worker.id === workers[0])?.credential_request === null,
      );
      const { label } = await one('select label from credentials where id = $1', [credentialId]);
      await afterWrite("the catalogue's credential relabelled", () => ctx.db.query(`update credentials set label = 'Cache label' where id = $1`, [credentialId]), ({ missing }) =>
        missing.credentials.some((entry: any) => entry.label === 'Cache label'),
      );
      await ctx.db.query('update credentials set label = $2 where id = $1', [credentialId, label]);
      await afterWrite(
        'crews feature taken away',
        () => ctx.db.query(`delete from enterprise_customer_features where enterprise_customer_id = $1 and feature_id = (select id from features where label = 'crews')`, [demoId]),
        ({ list }) => list.crew_limit !== null,
      );
      await ctx.db.query(`insert into enterprise_customer_features (enterprise_customer_id, feature_id) select $1, id from features where label = 'crews'`, [demoId]);
      await afterWrite('crew deleted', () => ctx.db.query('delete from crews where id = $1', [newCrewId]), ({ list }) => !card(list, newCrewId));
    });

    test("another customer's writes neither drop nor change this customer's answers, and never show in them", async () => {
      const before = await answers();
      // A copy that differs from the database shows whether it was dropped.
      await copies.unannounced(`update crews set description = 'Unannounced again' where id = $1`, [crewId]);
      const { id: northernCrew } = await one('select id from crews where enterprise_customer_id = $1 order by id limit 1', [northernId]);
      const { id: northernWorker } = await one('select id from enterprise_customer_workers where enterprise_customer_id = $1 and is_active order by id limit 1', [northernId]);
      const { name, description, crew_type_id } = await one('select name, description, crew_type_id from crews where id = $1', [northernCrew]);
      // Northern's answers are kept too before its writes.
      await get(northern, '/json/crews');
      await get(northern, `/json/crews/${northernCrew}/credential-follows/missing`);
      assert.equal((await northern.put(`/json/crews/${northernCrew}`, { name: 'Northern cache crew', description: '', crew_type_id: null })).status, 200);
      assert.equal((await northern.put(`/json/workers/${northernWorker}`, { first_name: 'Northcache' })).status, 200);
      await northern.post(`/json/crews/${northernCrew}/credentials/${credentialId}`);
      const after = await answers();
      assert.deepEqual(after, before, "the demo customer's copies are answered, unchanged");
      assert.ok(!JSON.stringify(after).includes('Northern cache crew') && !JSON.stringify(after).includes('Northcache'));
      assert.ok(card(await get(northern, '/json/crews'), northernCrew).name === 'Northern cache crew', "the other customer's list shows its write");
      assert.ok(!card(await get(northern, '/json/crews')), "and not the demo customer's crews");
      // A crew's kept missing credentials answer only its customer: another's id is 404.
      assert.equal((await demo.get(`/json/crews/${northernCrew}/credential-follows/missing`)).status, 404);
      assert.equal((await northern.get(`/json/crews/${crewId}/credential-follows/missing`)).status, 404);
      await northern.put(`/json/crews/${northernCrew}`, { name, description, crew_type_id });
      await copies.unannounced(`update crews set description = '' where id = $1`, [crewId]);
      await copies.announce(demoId);
    });
  });
}
