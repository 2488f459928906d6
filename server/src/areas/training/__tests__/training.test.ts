import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { SAMPLE_PROVIDER } from '../../../seed/demo-network';

interface Provider {
  id: number;
  name: string;
  description: string;
  services: Array<{ id: number; name: string }>;
}

for (const target of await databaseTargets()) {
  describe(`testing and training on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let sampleId: number;
    let prairieId: number;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: sampleId }] = await ctx.db.query<{ id: number }>('select id from training_providers where name = $1', [SAMPLE_PROVIDER]);
      [{ id: prairieId }] = await ctx.db.query<{ id: number }>(`select id from training_providers where name = 'Prairie Safety Training Centre'`);
      // Enough providers for a second page of 20.
      await ctx.db.query(`insert into training_providers (name) select 'Zed Provider ' || n from generate_series(1, 25) n`);
    });
    after(async () => ctx?.close());

    test('providers: 20 a page from page 1, by name, with the services offered', async () => {
      const first = await demo.get('/json/training-providers');
      assert.equal(first.status, 200);
      const page = first.body.training_providers;
      assert.equal(page.current_page, 1);
      assert.equal(page.per_page, 20);
      assert.equal(page.data.length, 20);
      const [{ total }] = await ctx.db.query<{ total: number }>('select count(*)::int as total from training_providers');
      assert.equal(page.total, total, 'demo mode sees every provider, the sample included');
      const prairie = page.data.find((p: Provider) => p.id === prairieId);
      assert.equal(prairie.services.length, 24);
      assert.ok(prairie.services.some((s: { name: string }) => s.name === 'H2S Alive'));
      assert.equal(prairie.website_url, 'https://prairie-safety.example.com');
      const second = (await demo.get('/json/training-providers?page=2')).body.training_providers;
      assert.equal(second.current_page, 2);
      assert.ok(second.data.every((p: Provider) => !page.data.some((q: Provider) => q.id === p.id)));
      assert.equal((await demo.get('/json/training-providers?page=0')).status, 422);
    });

    test('provider search is trimmed', async () => {
      const found = (await demo.get(`/json/training-providers?search=${encodeURIComponent('  prairie  ')}`)).body.training_providers;
      assert.deepEqual(found.data.map((p: Provider) => p.id), [prairieId]);
      const percent = (await demo.get(`/json/training-providers?search=${encodeURIComponent('%')}`)).body.training_providers;
      assert.equal(percent.total, 0, '% is matched literally');
    });

    test('the demo sample provider is shown only to a demo-mode customer', async () => {
      const demoNames = (await demo.get('/json/training-providers?search=Test%20Suite')).body.training_providers.data.map((p: Provider) => p.name);
      assert.deepEqual(demoNames, [SAMPLE_PROVIDER]);
      const northernList = (await northern.get('/json/training-providers?search=Test%20Suite')).body.training_providers;
      assert.equal(northernList.total, 0);
      const hidden = await northern.get(`/json/training-providers/${sampleId}`);
      assert.equal(hidden.status, 404);
      assert.equal(hidden.body.message, 'Training provider not found.');
      assert.equal((await northern.get(`/json/training-providers/${sampleId}/services`)).status, 404);
    });

    test('details: the description is sanitised on the server', async () => {
      const response = await demo.get(`/json/training-providers/${sampleId}`);
      assert.equal(response.status, 200);
      const html: string = response.body.training_provider.description;
      assert.ok(html.includes('<strong>Services</strong>'), 'formatting kept');
      assert.ok(html.includes('<li>Courses every weekday</li>'));
      assert.ok(!/<script/i.test(html) && !html.includes('hijacked'), 'script removed with its text');
      assert.ok(!/\son\w+=/i.test(html), 'event handlers removed');
      assert.ok(!/javascript:/i.test(html), 'javascript: link removed');
      assert.match(html, /<a href="https:\/\/test-suite-training\.example\.com\/schedule" target="_blank" rel="noopener noreferrer">Course schedule<\/a>/);
      assert.ok(html.includes('<img src="https://test-suite-training.example.com/logo.png" alt="Test Suite logo" />'));
      // The list answers the same sanitised HTML.
      const listed = (await demo.get('/json/training-providers?search=Test%20Suite')).body.training_providers.data[0];
      assert.equal(listed.description, html);
    });

    test('services: 20 a page, search trimmed and back to page 1, price in dollars or null', async () => {
      const first = (await demo.get(`/json/training-providers/${prairieId}/services`)).body.services;
      assert.equal(first.per_page, 20);
      assert.equal(first.total, 24);
      assert.equal(first.data.length, 20);
      const second = (await demo.get(`/json/training-providers/${prairieId}/services?page=2`)).body.services;
      assert.equal(second.data.length, 4);
      const all = [...first.data, ...second.data];
      assert.deepEqual(all.find((s: { name: string }) => s.name === 'H2S Alive').price, 225);
      assert.equal(all.find((s: { name: string }) => s.name === 'Spotter Training').price, null);
      const sample = (await demo.get(`/json/training-providers/${sampleId}/services`)).body.services.data;
      assert.equal(sample.find((s: { name: string }) => s.name.includes('First Aid')).price, 149.5);

      const searched = (await demo.get(`/json/training-providers/${prairieId}/services?search=${encodeURIComponent('  first aid ')}`)).body.services;
      assert.equal(searched.current_page, 1);
      assert.deepEqual(searched.data.map((s: { name: string }) => s.name), ['Emergency First Aid & CPR C', 'Standard First Aid & CPR C']);
      assert.equal((await demo.get(`/json/training-providers/${prairieId}/services?search=nothing-like-this`)).body.services.total, 0);
    });

    test('locations: name, address, town, province and a pretty phone', async () => {
      const response = await demo.get(`/json/training-providers/${prairieId}/locations`);
      assert.equal(response.status, 200);
      const calgary = response.body.locations.find((l: { name: string }) => l.name === 'Calgary Training Centre');
      assert.deepEqual(
        { address: calgary.address, town: calgary.town.name, province: calgary.province, phone: calgary.pretty_phone, website: calgary.website },
        { address: '2720 12 Street NE', town: 'Calgary', province: { code: 'AB', name: 'Alberta' }, phone: '(403) 555-0148', website: 'https://prairie-safety.example.com' },
      );
    });

    test('an unknown provider answers 404 in the reader\'s language', async () => {
      const english = await demo.get('/json/training-providers/999999/locations');
      assert.equal(english.status, 404);
      assert.equal(english.body.message, 'Training provider not found.');
      const french = await demo.request<{ message: string }>({ method: 'GET', url: '/json/training-providers/999999', headers: { 'accept-language': 'fr-CA' } });
      assert.equal(french.body.message, 'Fournisseur de formation introuvable.');
    });
  });
}
