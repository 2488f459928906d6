import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** A call as a browser whose language is `language` makes it. */
const as = (client: TestClient, language: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  client.request<any>({ method, url, payload: payload as object, headers: { 'accept-language': language } }); // eslint-disable-line @typescript-eslint/no-explicit-any

for (const target of await databaseTargets()) {
  describe(`the language of the answers on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    before(async () => {
      ctx = await startTestApp(target);
    });
    after(async () => ctx?.close());

    test('before sign-in, Accept-Language picks the language of errors and sign-in messages', async () => {
      const client = new TestClient(ctx.app);
      await client.loadPage();
      const french = await as(client, 'fr-CA,fr;q=0.9,en;q=0.8', 'POST', '/json/auth/login', {});
      assert.equal(french.status, 422);
      assert.deepEqual(french.body, {
        message: 'Le champ courriel est obligatoire. (et 1 autre erreur)',
        errors: { email: ['Le champ courriel est obligatoire.'], password: ['Le champ mot de passe est obligatoire.'] },
      });
      const english = await as(client, 'en-US,en;q=0.9', 'POST', '/json/auth/login', {});
      assert.deepEqual(english.body, {
        message: 'The email field is required. (and 1 more error)',
        errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
      });
      const wrong = await as(client, 'fr-FR', 'POST', '/json/auth/login', { email: 'admin@demo.test', password: 'wrong-password' });
      assert.deepEqual(wrong.body, {
        message: 'Ces identifiants ne correspondent pas à nos dossiers.',
        errors: { email: ['Ces identifiants ne correspondent pas à nos dossiers.'] },
      });
      const malformed = await as(client, 'fr', 'POST', '/json/auth/login', { email: 'pas-un-courriel', password: 'x' });
      assert.deepEqual(malformed.body.errors, { email: ['Le champ courriel doit être une adresse courriel valide.'] });
      assert.deepEqual((await as(new TestClient(ctx.app), 'fr', 'GET', '/json/users/me')).body, { message: 'Vous n’êtes pas connecté.' });
      assert.deepEqual((await as(new TestClient(ctx.app), 'de-DE', 'GET', '/json/users/me')).body, { message: 'Unauthenticated.' });
      const noCsrf = await client.request<any>({ method: 'POST', url: '/json/auth/login', payload: {}, withoutCsrf: true, headers: { 'accept-language': 'fr' } }); // eslint-disable-line @typescript-eslint/no-explicit-any
      assert.deepEqual(noCsrf.body, { message: 'Le jeton CSRF ne correspond pas. Rechargez la page.' });
    });

    test("until the user chooses, their locale is null and the browser's language is followed", async () => {
      const client = new TestClient(ctx.app);
      const signedIn = await client.signIn('member@demo.test');
      assert.equal(signedIn.body.user.locale, null);
      assert.equal((await client.get('/json/users/me')).body.user.locale, null);
      assert.deepEqual((await as(client, 'fr-CA,fr;q=0.9', 'GET', '/json/workers/99999999')).body, { message: 'Introuvable.' });
      assert.deepEqual((await as(client, 'en-CA', 'GET', '/json/workers/99999999')).body, { message: 'Not found.' });
      assert.deepEqual((await client.get('/json/workers/99999999')).body, { message: 'Not found.' }, 'no Accept-Language: en-CA');
    });

    test('PUT /json/users/me/locale accepts en-CA or fr-CA only, with 422 otherwise', async () => {
      const client = new TestClient(ctx.app);
      await client.signIn('admin@demo.test');
      for (const [body, message] of [
        [{}, 'The locale field is required.'],
        [{ locale: '' }, 'The locale field is required.'],
        [{ locale: 'fr' }, 'The locale field must be en-CA or fr-CA.'],
        [{ locale: 'de-DE' }, 'The locale field must be en-CA or fr-CA.'],
        [{ locale: 3 }, 'The locale field must be en-CA or fr-CA.'],
      ] as const) {
        const response = await client.put('/json/users/me/locale', body);
        assert.equal(response.status, 422, JSON.stringify(body));
        assert.deepEqual(response.body, { message, errors: { locale: [message] } });
      }
      const french = await as(client, 'fr', 'PUT', '/json/users/me/locale', { locale: 'es-ES' });
      assert.deepEqual(french.body.errors, { locale: ['Le champ langue doit être en-CA ou fr-CA.'] }, "no choice stored yet: the browser's language");
      const refused = await client.request({ method: 'PUT', url: '/json/users/me/locale', payload: { locale: 'fr-CA' }, withoutCsrf: true });
      assert.equal(refused.status, 419);
      assert.equal((await client.get('/json/users/me')).body.user.locale, null, 'nothing stored by the refused calls');
      assert.equal((await new TestClient(ctx.app).put('/json/users/me/locale', { locale: 'fr-CA' })).status, 419, 'no session, no token');
    });

    test("the stored locale is the user's everywhere and wins over Accept-Language", async () => {
      const client = new TestClient(ctx.app);
      await client.signIn('owner@demo.test');
      const changed = await as(client, 'en-CA', 'PUT', '/json/users/me/locale', { locale: 'fr-CA' });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.user.locale, 'fr-CA');
      assert.equal(changed.body.user.email, 'owner@demo.test');
      assert.equal(changed.body.message, 'Langue mise à jour avec succès', 'the confirmation is in the new language');
      const [{ locale }] = await ctx.db.query<{ locale: string }>(`select locale from users where lower(email) = 'owner@demo.test'`);
      assert.equal(locale, 'fr-CA');

      assert.equal((await as(client, 'en-US,en;q=0.9', 'GET', '/json/users/me')).body.user.locale, 'fr-CA');
      const missing = await as(client, 'en-US,en;q=0.9', 'GET', '/json/workers/99999999');
      assert.deepEqual(missing.body, { message: 'Introuvable.' }, 'a 404 in French although the browser asks for English');
      const badPage = await as(client, 'en', 'GET', '/json/workers?page=0');
      assert.deepEqual(badPage.body.errors, { page: ['Le numéro de page doit être d’au moins 1.'] });

      const other = new TestClient(ctx.app);
      await other.signIn('owner@demo.test');
      assert.equal((await other.get('/json/users/me')).body.user.locale, 'fr-CA', 'a new sign-in carries it too');
      assert.deepEqual((await as(other, 'en', 'GET', '/json/workers/99999999')).body, { message: 'Introuvable.' });
      assert.deepEqual((await as(other, 'en', 'GET', '/json/no-such-thing')).body, { message: 'Introuvable.' }, "the app's own 404 too");

      const back = await as(client, 'fr', 'PUT', '/json/users/me/locale', { locale: 'en-CA' });
      assert.equal(back.body.message, 'Language updated successfully');
      assert.deepEqual((await as(client, 'fr', 'GET', '/json/workers/99999999')).body, { message: 'Not found.' }, 'English again at once');
      const [{ locale: stored }] = await ctx.db.query<{ locale: string }>(`select locale from users where lower(email) = 'owner@demo.test'`);
      assert.equal(stored, 'en-CA');
    });

    test('signing out answers in the user\'s language; the feature gate and role checks too', async () => {
      const client = new TestClient(ctx.app);
      await client.signIn('member@demo.test');
      await client.put('/json/users/me/locale', { locale: 'fr-CA' });
      const out = await client.post('/json/auth/logout');
      assert.deepEqual(out.body, { message: 'Vous avez été déconnecté.' });
      assert.deepEqual((await client.get('/json/users/me')).body, { message: 'Unauthenticated.' }, 'signed out: the browser\'s language again');

      const northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      await northern.put('/json/users/me/locale', { locale: 'fr-CA' });
      const gated = await northern.get('/json/credentials');
      assert.equal(gated.status, 403);
      assert.deepEqual(gated.body, {
        message: 'Cette fonctionnalité n’est pas offerte dans votre compte pour le moment. Pour l’ajouter, veuillez communiquer avec le soutien technique.',
      });
    });
  });
}
