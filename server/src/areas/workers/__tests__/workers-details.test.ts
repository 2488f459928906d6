import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { TAG_COLORS } from 'shared-api/contract';

/** Tags, notes and contacts of the worker details panel. */
for (const target of await databaseTargets()) {
  describe(`worker tags, notes and contacts on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let demoId: number;

    const newWorker = async (first: string, last: string) => {
      const response = await demo.post('/json/workers', { first_name: first, last_name: last });
      assert.equal(response.status, 201);
      return response.body.worker.id as number;
    };

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: demoId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Demo Construction Ltd.'`);
    });
    after(async () => ctx?.close());

    test('tags: add with the default colour, reuse an existing name in any case, list and remove', async () => {
      const workerId = await newWorker('Tomas', 'Ruiz');
      const path = `/json/workers/${workerId}/tags`;
      assert.deepEqual((await demo.get(path)).body, { tags: [] });

      const created = await demo.post(path, { name: '  Hydrovac Certified ' });
      assert.equal(created.status, 200);
      assert.equal(created.body.tag.name, 'Hydrovac Certified');
      assert.equal(created.body.tag.color, TAG_COLORS[0]);
      assert.deepEqual(created.body.tags, [created.body.tag]);

      const [{ id: redSealId }] = await ctx.db.query<{ id: number }>(`select id from tags where enterprise_customer_id = $1 and name = 'Red Seal'`, [demoId]);
      const reused = await demo.post(path, { name: 'RED SEAL', color: TAG_COLORS[5] });
      assert.equal(reused.body.tag.id, redSealId, 'the customer\'s existing tag is reused');
      assert.equal(reused.body.tags.length, 2);
      const [{ n }] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from tags where enterprise_customer_id = $1 and lower(name) = 'red seal'`, [demoId]);
      assert.equal(n, 1);
      const twice = await demo.post(path, { name: 'Red Seal' });
      assert.equal(twice.body.tags.length, 2, 'adding a tag the worker has changes nothing');

      const listed = (await demo.get(path)).body.tags.map((tag: { name: string }) => tag.name);
      assert.deepEqual(listed, ['Hydrovac Certified', 'Red Seal']);
      const worker = (await demo.get(`/json/workers/${workerId}`)).body.worker;
      assert.deepEqual(worker.tags.map((tag: { name: string }) => tag.name), listed);

      const removed = await demo.delete(`${path}/${redSealId}`);
      assert.equal(removed.status, 200);
      assert.equal(removed.body.message, 'Tag removed successfully');
      assert.deepEqual((await demo.get(path)).body.tags.map((tag: { name: string }) => tag.name), ['Hydrovac Certified']);
      assert.equal((await demo.delete(`${path}/${redSealId}`)).status, 404, 'no longer on the worker');
    });

    test('tags: name required and at most 50 characters; colour from the presets', async () => {
      const workerId = await newWorker('Ines', 'Moreau');
      const path = `/json/workers/${workerId}/tags`;
      assert.deepEqual((await demo.post(path, { name: '   ' })).body.errors, { name: ['The name field is required.'] });
      assert.deepEqual((await demo.post(path, {})).body.errors, { name: ['The name field is required.'] });
      assert.deepEqual((await demo.post(path, { name: 'x'.repeat(51) })).body.errors, { name: ['The name field must not be greater than 50 characters.'] });
      assert.deepEqual((await demo.post(path, { name: 'Ok', color: '#123456' })).body.errors, { color: ['The selected color is invalid.'] });
      const upper = await demo.post(path, { name: 'Crane Rigger', color: TAG_COLORS[7].toUpperCase() });
      assert.equal(upper.body.tag.color, TAG_COLORS[7]);
    });

    test('tags: another customer\'s worker or tag answers 404', async () => {
      const workerId = await newWorker('Kai', 'Nakamura');
      const [{ id: lineworker }] = await ctx.db.query<{ id: number }>(`select id from tags where name = 'Lineworker'`);
      assert.equal((await northern.get(`/json/workers/${workerId}/tags`)).status, 404);
      assert.equal((await northern.post(`/json/workers/${workerId}/tags`, { name: 'Sneaky' })).status, 404);
      assert.equal((await demo.delete(`/json/workers/${workerId}/tags/${lineworker}`)).status, 404);
      const [{ worker_id: northernWorker, tag_id: northernTag }] = await ctx.db.query<{ worker_id: number; tag_id: number }>(
        'select worker_id, tag_id from worker_tags where tag_id = $1 limit 1',
        [lineworker],
      );
      assert.equal((await demo.delete(`/json/workers/${northernWorker}/tags/${northernTag}`)).status, 404);
      const [{ n }] = await ctx.db.query<{ n: number }>('select count(*)::int as n from worker_tags where worker_id = $1 and tag_id = $2', [northernWorker, northernTag]);
      assert.equal(n, 1, 'nothing removed');
    });

    test('tag suggestions: the customer\'s tags containing the text, at most 10', async () => {
      const response = await demo.get('/json/tags/suggestions?name=SHIFT');
      assert.equal(response.status, 200);
      assert.deepEqual(response.body.tags.map((tag: { name: string }) => tag.name), ['Night Shift']);
      const all = await demo.get('/json/tags/suggestions?name=');
      assert.equal(all.body.tags.length, 10);
      const names = all.body.tags.map((tag: { name: string }) => tag.name.toLowerCase());
      assert.deepEqual(names, [...names].sort());
      assert.deepEqual((await demo.get('/json/tags/suggestions?name=lineworker')).body.tags, [], 'Northern\'s tag is not suggested');
      assert.deepEqual((await demo.get('/json/tags/suggestions?name=%25')).body.tags, []);
    });

    test('notes: newest first, 10 a page, with the author; create and delete', async () => {
      const workerId = await newWorker('Farah', 'Haddad');
      const path = `/json/workers/${workerId}/notes`;
      assert.deepEqual((await demo.post(path, { note: '   ' })).body.errors, { note: ['The note field is required.'] });
      assert.deepEqual((await demo.post(path, {})).body.errors, { note: ['The note field is required.'] });
      const ids: number[] = [];
      for (let i = 1; i <= 12; i++) {
        const created = await demo.post(path, { note: `  Site note ${i}  ` });
        assert.equal(created.status, 201);
        ids.push(created.body.note.id);
      }
      const last = (await demo.post(path, { note: 'Passed the fit test.' })).body.note;
      assert.equal(last.note, 'Passed the fit test.');
      assert.equal(last.enterprise_customer_worker_id, workerId);
      assert.equal(last.created_by_user.full_name, 'Dana Whitford');
      assert.match(last.created_at_diff_for_humans, /just now|second/);

      const first = (await demo.get(path)).body.notes;
      assert.equal(first.total, 13);
      assert.equal(first.per_page, 10);
      assert.equal(first.last_page, 2);
      assert.equal(first.data.length, 10);
      assert.equal(first.data[0].id, last.id, 'newest first');
      assert.equal(first.data[1].note, 'Site note 12', 'trimmed');
      const second = (await demo.get(`${path}?page=2`)).body.notes;
      assert.deepEqual(second.data.map((n: { id: number }) => n.id), [ids[2], ids[1], ids[0]]);

      assert.equal((await northern.delete(`${path}/${last.id}`)).status, 404);
      assert.equal((await northern.get(path)).status, 404);
      assert.equal((await northern.post(path, { note: 'x' })).status, 404);
      const deleted = await demo.delete(`${path}/${last.id}`);
      assert.equal(deleted.status, 200);
      assert.equal(deleted.body.message, 'Note deleted successfully');
      assert.equal((await demo.delete(`${path}/${last.id}`)).status, 404);
      const otherWorker = await newWorker('Noor', 'Haddad');
      assert.equal((await demo.delete(`/json/workers/${otherWorker}/notes/${ids[0]}`)).status, 404, 'a note only through its own worker');
      assert.equal((await demo.get(path)).body.notes.total, 12);
    });

    test('contacts: emergency by default, e-mail checked, updated and removed', async () => {
      const workerId = await newWorker('Grace', 'Okafor');
      const path = `/json/workers/${workerId}/contacts`;
      const invalid = await demo.post(path, { first_name: '', email: 'nope', contact_type: 'friend', publicly_visible: 'yes' });
      assert.equal(invalid.status, 422);
      assert.deepEqual(invalid.body.errors, {
        first_name: ['The first name field is required.'],
        contact_type: ['The selected contact type is invalid.'],
        publicly_visible: ['The publicly visible field must be true or false.'],
        email: ['The email field must be a valid email address.'],
      });
      const created = await demo.post(path, { first_name: 'Chidi', last_name: 'Okafor', relationship: 'Brother', phone: '(403) 555-0123' });
      assert.equal(created.status, 201);
      const contact = created.body.contact;
      assert.equal(contact.contact_type, 'emergency');
      assert.equal(contact.full_name, 'Chidi Okafor');
      assert.equal(contact.publicly_visible, false);
      assert.equal(contact.email, null);
      const other = (await demo.post(path, { first_name: 'Local 424', contact_type: 'other', email: 'dispatch@local424.example.org', publicly_visible: true })).body.contact;
      assert.equal(other.last_name, '');
      assert.equal(other.full_name, 'Local 424');

      const listed = (await demo.get(path)).body.contacts;
      assert.deepEqual(listed.map((c: { id: number }) => c.id), [contact.id, other.id]);

      const updated = await demo.put(`${path}/${contact.id}`, { publicly_visible: true, phone: '(403) 555-0199' });
      assert.equal(updated.status, 200);
      assert.equal(updated.body.contact.publicly_visible, true);
      assert.equal(updated.body.contact.phone, '(403) 555-0199');
      assert.equal(updated.body.contact.relationship, 'Brother', 'fields not sent stay');
      assert.deepEqual((await demo.put(`${path}/${contact.id}`, { email: 'bad@' })).body.errors, { email: ['The email field must be a valid email address.'] });
      assert.deepEqual((await demo.put(`${path}/${contact.id}`, { first_name: ' ' })).body.errors, { first_name: ['The first name field is required.'] });

      assert.equal((await northern.get(path)).status, 404);
      assert.equal((await northern.put(`${path}/${contact.id}`, { phone: '0' })).status, 404);
      assert.equal((await northern.delete(`${path}/${contact.id}`)).status, 404);
      const otherWorker = await newWorker('Ada', 'Okafor');
      assert.equal((await demo.put(`/json/workers/${otherWorker}/contacts/${contact.id}`, { phone: '0' })).status, 404);

      const removed = await demo.delete(`${path}/${contact.id}`);
      assert.equal(removed.status, 200);
      assert.equal(removed.body.message, 'Contact deleted successfully');
      assert.deepEqual((await demo.get(path)).body.contacts.map((c: { id: number }) => c.id), [other.id]);
      assert.equal((await demo.delete(`${path}/${contact.id}`)).status, 404);
    });
  });
}
