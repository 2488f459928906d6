import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { FEATURE_UNAVAILABLE, customerIdOf, sendForm } from '../../../__tests__/support/credentials';

/** Internal credential issuers (part 2 §2 Credential Issuers tab) and a credential's issuer (the change-issuer modals). */
for (const target of await databaseTargets()) {
  describe(`credential issuers on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;
    let northernId: number;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      demoId = await customerIdOf(ctx.db, 'Demo Construction Ltd.');
      northernId = await customerIdOf(ctx.db, 'Northern Electric Inc.');
    });
    after(async () => ctx?.close());

    test('create from the multipart form, then list by name with every field', async () => {
      const created = await sendForm(demo, 'POST', '/json/credential-issuers', {
        name: '  Alberta Safety Council ',
        description: 'Provincial safety training body',
        contact_email: 'info@asc.example.com',
        contact_phone: '780-555-0199',
        address: '10 Jasper Ave',
        country: 'Canada',
        state: 'AB',
        city: 'Edmonton',
        postal_code: 'T5J 1N9',
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const issuer = created.body.credential_issuer;
      assert.deepEqual(
        { ...issuer, id: 0, created_at_short: '' },
        {
          id: 0,
          name: 'Alberta Safety Council',
          description: 'Provincial safety training body',
          contact_email: 'info@asc.example.com',
          contact_phone: '780-555-0199',
          address: '10 Jasper Ave',
          country: 'Canada',
          state: 'AB',
          city: 'Edmonton',
          postal_code: 'T5J 1N9',
          created_at_short: '',
        },
      );
      assert.match(issuer.created_at_short, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

      const minimal = await demo.post('/json/credential-issuers', { name: 'Acme Training' });
      assert.equal(minimal.status, 201, 'JSON works too');
      assert.equal(minimal.body.credential_issuer.contact_email, null);

      const list = await demo.get('/json/credential-issuers');
      assert.equal(list.status, 200);
      const names = list.body.credential_issuers.map((i: { name: string }) => i.name);
      assert.deepEqual(names, [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
      assert.ok(names.includes('Alberta Safety Council') && names.includes('Acme Training'));
      const [{ n }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from credential_issuers where enterprise_customer_id = $1', [demoId]);
      assert.equal(list.body.credential_issuers.length, n, 'only the customer\'s issuers');
    });

    test('validation: Name is required., the e-mail format, lengths', async () => {
      const missing = await sendForm(demo, 'POST', '/json/credential-issuers', { name: '  ', contact_email: 'not-an-email' });
      assert.equal(missing.status, 422);
      assert.deepEqual(missing.body.errors, {
        name: ['Name is required.'],
        contact_email: ['The contact email must be a valid email address.'],
      });
      assert.deepEqual((await demo.post('/json/credential-issuers', {})).body.errors, { name: ['Name is required.'] });
      assert.deepEqual((await demo.post('/json/credential-issuers', { name: 'x'.repeat(256) })).body.errors, {
        name: ['The name may not be greater than 255 characters.'],
      });
    });

    test('edit: changes what the form sends, clears emptied fields, keeps the rest', async () => {
      const { credential_issuer: issuer } = (
        await demo.post('/json/credential-issuers', { name: 'Coastal Rigging School', city: 'Vancouver', country: 'Canada' })
      ).body;
      const path = `/json/credential-issuers/${issuer.id}`;
      const updated = await sendForm(demo, 'POST', path, { name: 'Coastal Rigging Academy', city: '', contact_email: 'desk@coastal.example.com' });
      assert.equal(updated.status, 200);
      assert.equal(updated.body.credential_issuer.name, 'Coastal Rigging Academy');
      assert.equal(updated.body.credential_issuer.city, null);
      assert.equal(updated.body.credential_issuer.country, 'Canada');
      assert.equal(updated.body.credential_issuer.contact_email, 'desk@coastal.example.com');
      assert.deepEqual((await sendForm(demo, 'POST', path, { name: '' })).body.errors, { name: ['Name is required.'] });
      assert.deepEqual((await sendForm(demo, 'POST', path, { name: 'Ok', contact_email: 'desk@' })).body.errors, {
        contact_email: ['The contact email must be a valid email address.'],
      });

      const [northernIssuer] = await ctx.db.query<{ id: number }>('select id from credential_issuers where enterprise_customer_id = $1', [northernId]);
      assert.equal((await demo.post(`/json/credential-issuers/${northernIssuer.id}`, { name: 'Taken over' })).status, 404);
      assert.equal((await demo.post('/json/credential-issuers/999999', { name: 'Nobody' })).status, 404);
    });

    test('the issuer pages are behind the credentials feature: Northern gets 403 with the spec\'s text', async () => {
      const [northernIssuer] = await ctx.db.query<{ id: number }>('select id from credential_issuers where enterprise_customer_id = $1', [northernId]);
      for (const response of [
        await northern.get('/json/credential-issuers'),
        await northern.post('/json/credential-issuers', { name: 'Lakehead Safety' }),
        await northern.post(`/json/credential-issuers/${northernIssuer.id}`, { name: 'Renamed' }),
      ]) {
        assert.equal(response.status, 403);
        assert.deepEqual(response.body, { message: FEATURE_UNAVAILABLE });
      }
      const [{ n }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from credential_issuers where enterprise_customer_id = $1', [northernId]);
      assert.equal(n, 1, 'nothing created');
    });

    test('set, change and remove a credential\'s issuer; only the customer\'s issuers and credentials', async () => {
      const [credential] = await ctx.db.query<{ id: number }>(
        'select id from user_credentials where enterprise_customer_id = $1 and credential_issuer_id is null order by id limit 1',
        [demoId],
      );
      const { credential_issuer: issuer } = (await demo.post('/json/credential-issuers', { name: 'Prairie Crane Institute' })).body;
      const path = `/json/credentials/${credential.id}/enterprise-customer-credential-issuers`;

      const set = await demo.put(path, { enterprise_customer_credential_issuer_id: issuer.id });
      assert.equal(set.status, 200);
      assert.equal(set.body.message, 'User credential issuer updated successfully.');
      assert.deepEqual(set.body.user_credential.enterprise_customer_credential_issuer, { id: issuer.id, name: 'Prairie Crane Institute' });
      assert.ok(Array.isArray(set.body.user_credential.active_update_requests), 'the panel\'s shape');

      assert.deepEqual((await demo.put(path, {})).body.errors, { enterprise_customer_credential_issuer_id: ['Please select an issuer.'] });
      const [northernIssuer] = await ctx.db.query<{ id: number }>('select id from credential_issuers where enterprise_customer_id = $1', [northernId]);
      const foreign = await demo.put(path, { enterprise_customer_credential_issuer_id: northernIssuer.id });
      assert.equal(foreign.status, 422);
      assert.deepEqual(foreign.body.errors, { enterprise_customer_credential_issuer_id: ['The selected issuer is invalid.'] });
      assert.equal((await northern.put(path, { enterprise_customer_credential_issuer_id: northernIssuer.id })).status, 404);
      assert.equal((await northern.delete(path)).status, 404);

      const removed = await demo.delete(path);
      assert.equal(removed.status, 200);
      assert.equal(removed.body.message, 'User credential issuer removed successfully.');
      assert.equal(removed.body.user_credential.enterprise_customer_credential_issuer, null);

      // Not behind the feature: Northern sets its own issuer from the worker panel.
      const [northernCredential] = await ctx.db.query<{ id: number }>('select id from user_credentials where enterprise_customer_id = $1 limit 1', [northernId]);
      const own = await northern.put(`/json/credentials/${northernCredential.id}/enterprise-customer-credential-issuers`, {
        enterprise_customer_credential_issuer_id: northernIssuer.id,
      });
      assert.equal(own.status, 200);
    });
  });
}
