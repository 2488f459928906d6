import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** Staff type names without accents: the searches find them anyway, and lists read in French-Canadian order. */
for (const target of await databaseTargets()) {
  describe(`searches without accents and French-Canadian order on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    const ids: Record<string, number> = {};

    const names = (workers: Array<{ id: number; full_name?: string; first_name?: string; last_name?: string }>) =>
      workers.filter((worker) => Object.values(ids).includes(worker.id)).map((worker) => worker.full_name ?? `${worker.first_name} ${worker.last_name}`);
    const listed = async (query: string) => {
      const response = await demo.get(`/json/workers?${query}&per_page=100`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return names(response.body.workers.data);
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      // The lists below keep only these workers (by id), whatever the demo seed holds.
      for (const [first_name, last_name] of [
        ['Gérald', 'Gagné'],
        ['Luc', 'Gagnon'],
        ['Sophie', 'Côté'],
        ['Marc', 'Cote'],
        ['Zoé', 'Gaboury'],
      ]) {
        const response = await demo.post('/json/workers', { first_name, last_name, email: `${first_name}.${last_name}@accents.example`.toLowerCase() });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        ids[last_name] = response.body.worker.id;
      }
    });
    after(async () => ctx?.close());

    test('the workers list finds Gagné by "gagne" and Côté by "COTE" or "cote", and an accent typed finds the name without', async () => {
      assert.deepEqual(await listed('search=gagne'), ['Gérald Gagné']);
      assert.deepEqual(await listed('search=COTE'), ['Marc Cote', 'Sophie Côté']);
      assert.deepEqual(await listed('search=cote'), ['Marc Cote', 'Sophie Côté']);
      assert.deepEqual(await listed('search=c%C3%B4t%C3%A9'), ['Marc Cote', 'Sophie Côté'], '"côté" finds Cote too');
      assert.deepEqual(await listed('search=zoe%20gab'), ['Zoé Gaboury'], 'a first name without its accent, with a last name');
      assert.deepEqual(await listed('search=g%C3%89RALD'), ['Gérald Gagné'], 'an accented capital');
    });

    test('the workers list and the export read names in French-Canadian order: Gagné before Gagnon', async () => {
      assert.deepEqual(await listed('search=ga&order_by=name'), ['Zoé Gaboury', 'Gérald Gagné', 'Luc Gagnon']);
      assert.deepEqual(await listed('search=c&order_by=name'), ['Marc Cote', 'Sophie Côté'], 'Cote before Côté');
      const csv = (await demo.post('/json/exports/workers', { full_name: true, filters: { search: 'ga' } })).body.csv_string as string;
      const ours = ['Zoé Gaboury', 'Gérald Gagné', 'Luc Gagnon'];
      assert.deepEqual(
        csv.replace('\uFEFF', '').trim().split('\r\n').filter((line) => ours.includes(line)),
        ours,
      );
    });

    test('the Credentials page finds credentials by the worker\'s name or the credential\'s without accents', async () => {
      const [type] = await ctx.db.query<{ id: number }>('select id from user_credential_types order by id limit 1');
      const added = await demo.post(`/json/workers/${ids['Côté']}/credentials`, { name: 'Sécurité générale sur les chantiers', user_credential_type_id: type.id });
      assert.equal(added.status, 201, JSON.stringify(added.body));
      for (const search of ['sophie cote', 'SOPHIE CÔTÉ', 'securite generale', 'SÉCURITÉ GÉN']) {
        const response = await demo.get(`/json/credentials?search=${encodeURIComponent(search)}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const found = response.body.credentials.data as Array<{ name: string }>;
        assert.deepEqual(
          found.map((credential) => credential.name),
          ['Sécurité générale sur les chantiers'],
          search,
        );
      }
    });

    test('a crew is found by its name without accents; a crew\'s Add workers list is in French-Canadian order', async () => {
      const [{ id: ownerId }] = await ctx.db.query<{ id: number }>('select id from users where email = $1', ['owner@demo.test']);
      const crew = await demo.post('/json/crews', { name: 'Équipe Côte-Nord', description: '', admin_id: ownerId });
      assert.equal(crew.status, 201, JSON.stringify(crew.body));
      for (const search of ['equipe cote', 'ÉQUIPE CÔTE', 'côte-nord']) {
        const found = (await demo.get(`/json/crews/search?search=${encodeURIComponent(search)}`)).body.crews as Array<{ name: string }>;
        assert.deepEqual(found.map((c) => c.name), ['Équipe Côte-Nord'], search);
      }
      const crewId = crew.body.crew?.id ?? crew.body.id;
      const available = (await demo.get(`/json/crews/${crewId}/workers/available`)).body.workers as Array<{ id: number; full_name: string }>;
      const order = names(available);
      assert.deepEqual(
        order.filter((name) => name.includes('Gag')),
        ['Gérald Gagné', 'Luc Gagnon'],
      );
    });
  });
}
