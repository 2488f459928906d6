import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { hashPassword } from '../../../core/auth/passwords';
import { LINK_LOOKUPS_PER_MINUTE } from '../password-resets.routes';

for (const target of await databaseTargets()) {
  describe(`forgot password on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;

    before(async () => {
      ctx = await startTestApp(target);
    });
    after(async () => ctx?.close());

    const mailsTo = (address: string) =>
      ctx.db.query<{ subject: string; text_body: string }>('select subject, text_body from mail_outbox where to_address = $1 order by id', [address]);

    /** The token of the newest reset link e-mailed to the address. */
    async function linkTokenFor(address: string): Promise<string> {
      const mails = await mailsTo(address);
      const match = /\/password-reset\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '');
      assert.ok(match, `a reset link was e-mailed to ${address}`);
      return match[1];
    }

    async function anonymous(): Promise<TestClient> {
      const client = new TestClient(ctx.app);
      await client.loadPage();
      return client;
    }

    test('asking answers the same whether or not the e-mail has an account, and e-mails only a real one', async () => {
      const client = await anonymous();
      const known = await client.post('/json/password-resets', { email: 'member@demo.test' });
      const unknown = await client.post('/json/password-resets', { email: 'nobody@demo.test' });
      assert.equal(known.status, 200);
      assert.equal(unknown.status, 200);
      assert.equal(known.body.message.replace('member@demo.test', 'X'), unknown.body.message.replace('nobody@demo.test', 'X'));
      assert.equal((await mailsTo('nobody@demo.test')).length, 0);
      const [mail] = await mailsTo('member@demo.test');
      assert.equal(mail.subject, 'Reset your password');
      // The token in the link is 256 bits; only its hash is stored.
      const token = await linkTokenFor('member@demo.test');
      assert.ok(token.length >= 43);
      assert.equal((await ctx.db.query('select 1 from password_resets where token_hash = $1', [token])).length, 0);
      const invalid = await client.post('/json/password-resets', { email: 'not-an-email' });
      assert.equal(invalid.status, 422);
    });

    test('the link sets a new password once, ends every session of the account, and the old password stops working', async () => {
      const signedIn = new TestClient(ctx.app);
      assert.equal((await signedIn.signIn('admin@demo.test')).status, 200);
      const client = await anonymous();
      await client.post('/json/password-resets', { email: 'ADMIN@demo.test' });
      const token = await linkTokenFor('admin@demo.test');

      const link = await client.get(`/json/password-resets/${token}`);
      assert.equal(link.status, 200);
      assert.equal(link.body.email, 'admin@demo.test');
      const minutesLeft = (Date.parse(link.body.expires_at) - Date.now()) / 60_000;
      assert.ok(minutesLeft > 58 && minutesLeft <= 60, `${minutesLeft} minutes left`);

      const short = await client.post(`/json/password-resets/${token}`, { password: 'short', password_confirmation: 'short' });
      assert.equal(short.status, 422);
      assert.deepEqual(short.body.errors, { password: ['The password field must be at least 12 characters.'] });
      const mismatch = await client.post(`/json/password-resets/${token}`, { password: 'NewPassword1!', password_confirmation: 'NewPassword2!' });
      assert.equal(mismatch.status, 422);
      assert.deepEqual(mismatch.body.errors, { password_confirmation: ['The passwords do not match.'] });

      const done = await client.post(`/json/password-resets/${token}`, { password: 'NewPassword1!', password_confirmation: 'NewPassword1!' });
      assert.equal(done.status, 200);
      assert.equal(done.body.email, 'admin@demo.test');
      assert.equal((await signedIn.get('/json/users/me')).status, 401, 'the session signed in before the reset ended');

      assert.equal((await client.post(`/json/password-resets/${token}`, { password: 'Another-strong-pass-9', password_confirmation: 'Another-strong-pass-9' })).status, 404, 'single use');
      assert.equal((await client.get(`/json/password-resets/${token}`)).status, 404);
      assert.equal((await new TestClient(ctx.app).signIn('admin@demo.test', 'Password123!')).status, 422);
      assert.equal((await new TestClient(ctx.app).signIn('admin@demo.test', 'NewPassword1!')).status, 200);
    });

    test('asking again ends the older link: it answers as a used one, and only the newest sets a password', async () => {
      const client = await anonymous();
      await client.post('/json/password-resets', { email: 'member@demo.test' });
      const older = await linkTokenFor('member@demo.test');
      await client.post('/json/password-resets', { email: 'member@demo.test' });
      const newer = await linkTokenFor('member@demo.test');
      assert.notEqual(older, newer);
      const olderLink = await client.get(`/json/password-resets/${older}`);
      assert.equal(olderLink.status, 404);
      assert.match(olderLink.body.message, /not valid/);
      const strong = { password: 'Kettle-lantern-92', password_confirmation: 'Kettle-lantern-92' };
      assert.equal((await client.post(`/json/password-resets/${older}`, strong)).status, 404);
      assert.equal((await client.get(`/json/password-resets/${newer}`)).status, 200);
      assert.equal((await client.post(`/json/password-resets/${newer}`, strong)).status, 200);
      assert.equal((await new TestClient(ctx.app).signIn('member@demo.test', 'Kettle-lantern-92')).status, 200);
    });

    test('reset-link look-ups are counted per address: past the limit, opening or using a link is 429', async () => {
      const client = await anonymous();
      const from = { remoteAddress: '198.51.100.41' };
      for (let i = 0; i < LINK_LOOKUPS_PER_MINUTE; i++) {
        assert.equal((await client.request({ method: 'GET', url: `/json/password-resets/guess-${i}`, ...from })).status, 404);
      }
      const opened = await client.request({ method: 'GET', url: '/json/password-resets/guess-more', ...from });
      assert.equal(opened.status, 429);
      assert.ok(Number(opened.headers['retry-after']) > 0);
      const used = await client.request({ method: 'POST', url: '/json/password-resets/guess-more', payload: { password: 'Kettle-lantern-92', password_confirmation: 'Kettle-lantern-92' }, ...from });
      assert.equal(used.status, 429);
    });

    test('the new password is refused when short, common, or containing the e-mail or the name, in the reader\'s language', async () => {
      const client = await anonymous();
      await client.post('/json/password-resets', { email: 'owner@demo.test' });
      const token = await linkTokenFor('owner@demo.test');
      const [owner] = await ctx.db.query<{ first_name: string; last_name: string }>(`select first_name, last_name from users where email = 'owner@demo.test'`);
      const errorsFor = async (password: string, locale = 'en-CA') => {
        const response = await client.request<{ errors: Record<string, string[]> }>({
          method: 'POST',
          url: `/json/password-resets/${token}`,
          payload: { password, password_confirmation: password },
          headers: { 'accept-language': locale },
        });
        assert.equal(response.status, 422, password);
        return response.body.errors;
      };
      const common = 'This password is too common: it is on a list of passwords exposed in data breaches. Choose another one.';
      const personal = "The password must not contain the account's e-mail address or name.";
      assert.deepEqual(await errorsFor('Eleven-char'), { password: ['The password field must be at least 12 characters.'] });
      assert.deepEqual(await errorsFor('Eleven-char', 'fr-CA'), { password: ['Le champ mot de passe doit contenir au moins 12 caractères.'] });
      assert.deepEqual(await errorsFor('password1234'), { password: [common] });
      assert.deepEqual(await errorsFor('1qaz2wsx3EDC'), { password: [common] }, 'whatever the case');
      assert.deepEqual(await errorsFor('password1234', 'fr-CA'), {
        password: ['Ce mot de passe est trop courant : il figure dans une liste de mots de passe divulgués lors de fuites de données. Choisissez-en un autre.'],
      });
      assert.deepEqual(await errorsFor('OWNER@demo.test!'), { password: [personal] });
      assert.deepEqual(await errorsFor('Owner-of-the-yard-7'), { password: [personal] }, "the e-mail's local part");
      assert.deepEqual(await errorsFor(`${owner.last_name.toUpperCase()}-yard-2026`), { password: [personal] });
      assert.deepEqual(await errorsFor(`${owner.first_name}-yard-2026`, 'fr-CA'), { password: ['Le mot de passe ne doit contenir ni le courriel ni le nom du titulaire du compte.'] });
      assert.equal((await client.get(`/json/password-resets/${token}`)).status, 200, 'a refused password leaves the link usable');
      assert.equal((await new TestClient(ctx.app).signIn('owner@demo.test')).status, 200, 'the password did not change');
    });

    test('a password of 8 characters set before the rule still signs in', async () => {
      await ctx.db.query(`update users set password_hash = $1 where email = 'alex.tremblay@demo.test'`, [await hashPassword('Tr8ch!ab')]);
      assert.equal((await new TestClient(ctx.app).signIn('alex.tremblay@demo.test', 'Tr8ch!ab')).status, 200);
    });

    test('an expired, unknown or malformed link says it is not valid, in the reader\'s language', async () => {
      const client = await anonymous();
      await client.post('/json/password-resets', { email: 'owner@northern.test' });
      const token = await linkTokenFor('owner@northern.test');
      await ctx.db.query(`update password_resets set expires_at = now() - interval '1 minute'`);
      const expired = await client.get(`/json/password-resets/${token}`);
      assert.equal(expired.status, 404);
      assert.match(expired.body.message, /not valid/);
      assert.equal((await client.post(`/json/password-resets/${token}`, { password: 'NewPassword1!', password_confirmation: 'NewPassword1!' })).status, 404);
      assert.equal((await client.get('/json/password-resets/not-a-token')).status, 404);
      const french = await client.request<{ message: string }>({ method: 'GET', url: '/json/password-resets/not-a-token', headers: { 'accept-language': 'fr-CA' } });
      assert.match(french.body.message, /n’est pas valide/);
      assert.equal((await new TestClient(ctx.app).signIn('owner@northern.test')).status, 200, 'the password did not change');
    });
  });
}
