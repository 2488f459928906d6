import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

// Bodies of many shapes are asserted on: an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Issue 28 item 8: a Canadian customer's addresses have their postal code written A1A 1A1 and checked by province. */
for (const target of await databaseTargets()) {
  describe(`postal codes checked by province on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let northernId: number;

    const french = (client: TestClient, method: 'POST' | 'PUT', url: string, payload: object) =>
      client.request<any>({ method, url, payload, headers: { 'accept-language': 'fr-CA' } });

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: northernId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Northern Electric Inc.'`);
    });
    after(async () => ctx?.close());

    test('create worker: stored in upper case with one space; refused, in both languages, when it does not match the province', async () => {
      const created = await demo.post('/json/workers', { first_name: 'Maude', last_name: 'Pelletier', state: 'QC', zip: 'h2x1y4' });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual([created.body.worker.state, created.body.worker.zip], ['QC', 'H2X 1Y4']);
      const byName = await demo.post('/json/workers', { first_name: 'Rémi', last_name: 'Gagnon', state: 'Québec', zip: 'g1r-4p5' });
      assert.equal(byName.body.worker.zip, 'G1R 4P5', 'a province typed by its name is recognised');

      const wrong = await demo.post('/json/workers', { first_name: 'Omar', last_name: 'Ali', state: 'ON', zip: 'H2X 1Y4' });
      assert.equal(wrong.status, 422);
      assert.deepEqual(wrong.body.errors, { zip: ['A postal code in Ontario starts with K, L, M, N or P.'] });
      const wrongInFrench = await french(demo, 'POST', '/json/workers', { first_name: 'Omar', last_name: 'Ali', state: 'ON', zip: 'H2X 1Y4' });
      assert.deepEqual(wrongInFrench.body.errors, { zip: ['Un code postal pour l’Ontario commence par K, L, M, N ou P.'] });
      const alberta = await french(demo, 'POST', '/json/workers', { first_name: 'Omar', last_name: 'Ali', state: 'Alberta', zip: 'V5K 0A1' });
      assert.deepEqual(alberta.body.errors, { zip: ['Un code postal pour l’Alberta commence par T.'] });

      for (const zip of ['90210', 'H2X 1Y', 'D2X 1Y4', 'H2X 1O4']) {
        const malformed = await demo.post('/json/workers', { first_name: 'Omar', last_name: 'Ali', state: 'QC', zip });
        assert.deepEqual(malformed.body.errors, { zip: ['The postal code must be written like A1A 1A1.'] }, zip);
      }
      const malformedInFrench = await french(demo, 'POST', '/json/workers', { first_name: 'Omar', last_name: 'Ali', zip: '12345' });
      assert.deepEqual(malformedInFrench.body.errors, { zip: ['Le code postal doit s’écrire comme A1A 1A1.'] }, 'without a province the shape is still checked');

      const abroad = await demo.post('/json/workers', { first_name: 'Dana', last_name: 'Reyes', state: 'WA', zip: '98101' });
      assert.equal(abroad.status, 201, 'an address in another country keeps its own code');
      assert.equal(abroad.body.worker.zip, '98101');
    });

    test('Edit Details saves one field at a time: the code against the province on file, a province alone always', async () => {
      const { body } = await demo.post('/json/workers', { first_name: 'Lena', last_name: 'Roy', state: 'MB' });
      const url = `/json/workers/${body.worker.id}`;
      const refused = await demo.put(url, { zip: 'S4P 3Y2' });
      assert.deepEqual(refused.body.errors, { zip: ['A postal code in Manitoba starts with R.'] });
      assert.equal((await demo.get(url)).body.worker.zip, null, 'nothing saved');
      assert.equal((await demo.put(url, { zip: 'r3c 4t3' })).body.worker.zip, 'R3C 4T3');
      // Moving to Saskatchewan: the province first (the stored code does not block it), then the code.
      const moved = await demo.put(url, { state: 'SK' });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.deepEqual(
        (await demo.put(url, { zip: 'R3C 4T3' })).body.errors,
        { zip: ['A postal code in Saskatchewan starts with S.'] },
        'the code is now checked against the new province',
      );
      assert.equal((await demo.put(url, { zip: 's4p3y2' })).body.worker.zip, 'S4P 3Y2');
      assert.equal((await demo.put(url, { zip: '' })).body.worker.zip, null, 'a code may be cleared');
    });

    test('contacts: the same check on create and update, against the contact’s own province', async () => {
      const { body } = await demo.post('/json/workers', { first_name: 'Ines', last_name: 'Moreau' });
      const contacts = `/json/workers/${body.worker.id}/contacts`;
      const wrong = await demo.post(contacts, { first_name: 'Paul', state: 'NS', zip: 'E1C 4M3' });
      assert.deepEqual(wrong.body.errors, { zip: ['A postal code in Nova Scotia starts with B.'] });
      const wrongInFrench = await french(demo, 'POST', contacts, { first_name: 'Paul', state: 'NS', zip: 'E1C 4M3' });
      assert.deepEqual(wrongInFrench.body.errors, { zip: ['Un code postal pour la Nouvelle-Écosse commence par B.'] });
      const created = await demo.post(contacts, { first_name: 'Paul', state: 'NS', zip: 'b3h 1y4' });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.contact.zip, 'B3H 1Y4');
      const contact = `${contacts}/${created.body.contact.id}`;
      assert.deepEqual((await demo.put(contact, { zip: 'E1C 4M3' })).body.errors, { zip: ['A postal code in Nova Scotia starts with B.'] });
      assert.equal((await demo.put(contact, { state: 'NB', zip: 'e1c4m3' })).body.contact.zip, 'E1C 4M3');
      assert.equal((await demo.put(`${contacts}/999999999`, { zip: 'E1C 4M3' })).status, 404);
    });

    test('a customer outside Canada: its answer says so and its codes are stored as typed', async () => {
      await ctx.db.query(`update enterprise_customers set country = 'US' where id = $1`, [northernId]);
      try {
        assert.equal((await northern.get('/json/enterprise-customer')).body.enterprise_customer.country, 'US');
        const created = await northern.post('/json/workers', { first_name: 'Alex', last_name: 'Kim', state: 'ON', zip: '10001' });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        assert.equal(created.body.worker.zip, '10001');
      } finally {
        await ctx.db.query(`update enterprise_customers set country = 'CA' where id = $1`, [northernId]);
      }
    });
  });
}
