import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { PASSWORD, startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { INVITE_LOOKUPS_PER_MINUTE } from '../users.routes';

/**
 * The public side of an invitation: the accept page's lookup, registration, an existing user joining by signing
 * in, and a user of several customers choosing and switching the one the session works in.
 */
for (const target of await databaseTargets()) {
  describe(`invitations and registration on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let owner: TestClient;
    let northern: TestClient;

    const signedIn = async (email: string, password = PASSWORD) => {
      const client = new TestClient(ctx.app);
      const response = await client.signIn(email, password);
      assert.equal(response.status, 200, `${email} signs in`);
      return { client, response };
    };
    /** Invites through the API and reads the token from the e-mailed link, as the invitee would. */
    const invite = async (by: TestClient, email: string, role: 'admin' | 'member' = 'admin') => {
      const sent = await by.post('/json/users/invite', { email, role });
      assert.equal(sent.status, 201);
      const [mail] = await ctx.db.query<{ text_body: string }>('select text_body from mail_outbox where to_address = $1 order by id desc limit 1', [email]);
      const link = new URL(/https?:\/\/\S+\/invites\/accept\?\S+/.exec(mail.text_body)![0]);
      return { id: sent.body.invite.id as number, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
    };
    const lookup = (token: string, email: string, client = new TestClient(ctx.app)) =>
      client.get(`/json/invites/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`);
    const register = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const visitor = new TestClient(ctx.app);
      await visitor.loadPage('/invites/accept');
      return visitor.request<any>({ method: 'POST', url: '/json/users/register', payload: body, headers }); // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const fields = (token: string, email: string) => ({
      token,
      email,
      first_name: 'Nadia',
      last_name: 'Okafor',
      password: 'long-enough-1',
      confirm_password: 'long-enough-1',
    });

    before(async () => {
      ctx = await startTestApp(target);
      ({ client: owner } = await signedIn('owner@demo.test'));
      ({ client: northern } = await signedIn('owner@northern.test'));
    });
    after(async () => ctx?.close());

    test('the accept page\'s lookup: customer name and whether the invitee has an account; wrong e-mail and unknown token', async () => {
      const fresh = await invite(owner, 'nadia.okafor@example.com', 'member');
      const found = await lookup(fresh.token, 'Nadia.Okafor@example.com');
      assert.equal(found.status, 200);
      assert.equal(found.body.invite.customer.name, 'Demo Construction Ltd.');
      assert.equal(found.body.invite.email, 'nadia.okafor@example.com');
      assert.equal(found.body.invite.role, 'member');
      assert.equal(found.body.is_tradeslink_user, false);

      const wrong = await lookup(fresh.token, 'someone.else@example.com');
      assert.equal(wrong.status, 403);
      assert.equal(wrong.body.message, 'This invitation was sent to a different e-mail address.');
      const unknown = await lookup('x'.repeat(43), 'nadia.okafor@example.com');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, 'This invitation link is not valid. Ask for a new invitation.');
      const french = await new TestClient(ctx.app).request<{ message: string }>({
        method: 'GET',
        url: `/json/invites/${fresh.token}?email=someone.else%40example.com`,
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.equal(french.body.message, 'Cette invitation a été envoyée à une autre adresse courriel.');

      const existing = await invite(owner, 'owner@northern.test');
      assert.equal((await lookup(existing.token, existing.email)).body.is_tradeslink_user, true);
    });

    test('registration\'s 422s: missing fields (the spec\'s alert), the password rule (short, common, the e-mail or the name), mismatch, in French too', async () => {
      const { token, email } = await invite(owner, 'quinn.field@example.com');
      const missing = await register({ token, email, first_name: ' ', password: '' });
      assert.equal(missing.status, 422);
      assert.equal(missing.body.message, 'Please ensure all required fields are filled before submitting.');
      assert.ok(missing.body.errors.first_name && missing.body.errors.last_name && missing.body.errors.password && missing.body.errors.confirm_password);

      const short = await register({ ...fields(token, email), password: 'short', confirm_password: 'short' });
      assert.equal(short.status, 422);
      assert.deepEqual(short.body.errors.password, ['Password must be at least 12 characters long']);
      const common = await register({ ...fields(token, email), password: 'qwerty123456', confirm_password: 'qwerty123456' });
      assert.deepEqual(common.body.errors, { password: ['This password is too common: it is on a list of passwords exposed in data breaches. Choose another one.'] });
      const personal = ["The password must not contain the account's e-mail address or name."];
      const withEmail = await register({ ...fields(token, email), password: 'quinn.field@example.com', confirm_password: 'quinn.field@example.com' });
      assert.deepEqual(withEmail.body.errors, { password: personal });
      const withName = await register({ ...fields(token, email), password: 'Okafor-builds-2026', confirm_password: 'Okafor-builds-2026' });
      assert.deepEqual(withName.body.errors, { password: personal });
      const mismatch = await register({ ...fields(token, email), confirm_password: 'something-else' });
      assert.equal(mismatch.status, 422);
      assert.deepEqual(mismatch.body.errors.confirm_password, ['Passwords do not match! please ensure the password and the confirm password fields match.']);

      const frenchMissing = await register({ token, email }, { 'accept-language': 'fr-CA' });
      assert.equal(frenchMissing.body.message, 'Veuillez remplir tous les champs obligatoires avant de soumettre.');
      const frenchShort = await register({ ...fields(token, email), password: 'court', confirm_password: 'court' }, { 'accept-language': 'fr-CA' });
      assert.deepEqual(frenchShort.body.errors.password, ['Le mot de passe doit comporter au moins 12 caractères']);
      const frenchCommon = await register({ ...fields(token, email), password: 'Password1234', confirm_password: 'Password1234' }, { 'accept-language': 'fr-CA' });
      assert.deepEqual(frenchCommon.body.errors.password, ['Ce mot de passe est trop courant : il figure dans une liste de mots de passe divulgués lors de fuites de données. Choisissez-en un autre.']);
      const frenchEmail = await register({ ...fields(token, email), password: 'Quinn-field-depot', confirm_password: 'Quinn-field-depot' }, { 'accept-language': 'fr-CA' });
      assert.deepEqual(frenchEmail.body.errors.password, ['Le mot de passe ne doit contenir ni le courriel ni le nom du titulaire du compte.']);
      const frenchMismatch = await register({ ...fields(token, email), confirm_password: 'autre-chose' }, { 'accept-language': 'fr-CA' });
      assert.match(frenchMismatch.body.errors.confirm_password[0], /^Les mots de passe ne correspondent pas!/);

      const otherEmail = await register(fields(token, 'not.invited@example.com'));
      assert.equal(otherEmail.status, 422);
      assert.deepEqual(otherEmail.body.errors.token, ['This invitation was sent to a different e-mail address.']);
      assert.equal((await ctx.db.query(`select 1 from users where email in ('quinn.field@example.com', 'not.invited@example.com')`)).length, 0, 'nothing written');
    });

    test('invitation look-ups are counted per address: past the limit the accept page\'s look-up is 429', async () => {
      const visitor = new TestClient(ctx.app);
      const from = { remoteAddress: '198.51.100.52' };
      for (let i = 0; i < INVITE_LOOKUPS_PER_MINUTE; i++) {
        const guess = await visitor.request({ method: 'GET', url: `/json/invites/${String(i).padStart(43, 'x')}?email=a%40example.com`, ...from });
        assert.equal(guess.status, 404, `guess ${i}`);
      }
      const refused = await visitor.request<{ message: string }>({ method: 'GET', url: `/json/invites/${'y'.repeat(43)}?email=a%40example.com`, headers: { 'accept-language': 'fr-CA' }, ...from });
      assert.equal(refused.status, 429);
      assert.match(refused.body.message, /^Trop de requêtes\./);
    });

    test('registering is counted with the invitation look-ups of its address: past the limit it is 429 and creates nobody', async () => {
      const { token, email } = await invite(owner, 'late.comer@example.com', 'member');
      const visitor = new TestClient(ctx.app);
      await visitor.loadPage('/invites/accept');
      const from = { remoteAddress: '198.51.100.53' };
      for (let i = 0; i < INVITE_LOOKUPS_PER_MINUTE; i++) {
        const guess = await visitor.request({ method: 'GET', url: `/json/invites/${String(i).padStart(43, 'z')}?email=a%40example.com`, ...from });
        assert.equal(guess.status, 404, `guess ${i}`);
      }
      const refused = await visitor.request<any>({ method: 'POST', url: '/json/users/register', payload: fields(token, email), ...from }); // eslint-disable-line @typescript-eslint/no-explicit-any
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(refused.body.message, /^Too many requests\. Please try again in \d+ seconds?\.$/);
      assert.equal((await ctx.db.query(`select 1 from users where email = 'late.comer@example.com' and password_hash is not null`)).length, 0, 'nobody registered');
      assert.equal((await register(fields(token, email))).status, 201, 'another address registers');
    });

    test('registering creates the account with the invited role, uses the invitation up, and the new user signs in', async () => {
      const { id, token, email } = await invite(owner, 'rosa.ng@example.com', 'member');
      const done = await register({ ...fields(token, email), first_name: 'Rosa', last_name: 'Ng' });
      assert.equal(done.status, 201);
      assert.equal(done.body.message, 'Your registration is complete. Sign in to continue.');
      assert.deepEqual(done.body.user, { id: done.body.user.id, first_name: 'Rosa', last_name: 'Ng', full_name: 'Rosa Ng', email: 'rosa.ng@example.com' });

      const again = await register({ ...fields(token, email), first_name: 'Rosa', last_name: 'Ng' });
      assert.equal(again.status, 422, 'a used invitation registers nobody');
      assert.deepEqual(again.body.errors.token, ['This invitation has already been used. Sign in to continue.']);
      const used = await lookup(token, email);
      assert.equal(used.status, 410);
      assert.equal(used.body.message, 'This invitation has already been used. Sign in to continue.');
      assert.ok(!(await owner.get('/json/invites')).body.invites.some((listed: { id: number }) => listed.id === id));

      const { client: rosa, response } = await signedIn('rosa.ng@example.com', 'long-enough-1');
      assert.equal(response.body.user.pivot.role, 'member');
      assert.deepEqual(response.body.customers, [{ id: response.body.customers[0].id, name: 'Demo Construction Ltd.', role: 'member', is_current: true }]);
      assert.ok((await owner.get('/json/users')).body.users.some((user: { email: string }) => user.email === 'rosa.ng@example.com'));
      // A member now: the owner-only and admin-only calls refuse.
      assert.equal((await rosa.post('/json/users/invite', { email: 'x@example.com' })).status, 403);
    });

    test('an expired or revoked invitation registers nobody', async () => {
      const expired = await invite(owner, 'too.late@example.com');
      await ctx.db.query(`update invites set expires_at = now() - interval '1 second' where id = $1`, [expired.id]);
      const lookedUp = await lookup(expired.token, expired.email);
      assert.equal(lookedUp.status, 410);
      assert.equal(lookedUp.body.message, 'This invitation has expired. Ask Demo Construction Ltd. to send a new one.');
      const refused = await register(fields(expired.token, expired.email));
      assert.equal(refused.status, 422);
      assert.deepEqual(refused.body.errors.token, ['This invitation has expired. Ask Demo Construction Ltd. to send a new one.']);

      const revoked = await invite(owner, 'withdrawn@example.com');
      await owner.delete(`/json/invites/${revoked.id}`);
      assert.equal((await register(fields(revoked.token, revoked.email))).status, 422);
      assert.equal((await ctx.db.query(`select 1 from users where email in ('too.late@example.com', 'withdrawn@example.com')`)).length, 0);
    });

    test('an existing platform user cannot register again; signing in joins the customer that invited them', async () => {
      const { token, email } = await invite(northern, 'admin@demo.test', 'member');
      assert.equal((await lookup(token, email)).body.is_tradeslink_user, true);
      const refused = await register(fields(token, email));
      assert.equal(refused.status, 422);
      assert.deepEqual(refused.body.errors.email, ['An account already uses this e-mail. Sign in to accept the invitation.']);

      const { client: marcus, response } = await signedIn('admin@demo.test');
      const names = response.body.customers.map((customer: { name: string; role: string; is_current: boolean }) => [customer.name, customer.role, customer.is_current]);
      assert.deepEqual(names, [
        ['Demo Construction Ltd.', 'admin', true],
        ['Northern Electric Inc.', 'member', false],
      ]);
      assert.equal((await lookup(token, email)).status, 410, 'the invitation is used up');
      assert.deepEqual((await marcus.get('/json/users/me/customers')).body.customers, response.body.customers);
    });

    test('signing in joins no customer through an expired or revoked invitation', async () => {
      const expired = await invite(northern, 'owner@demo.test');
      await ctx.db.query(`update invites set expires_at = now() - interval '1 second' where id = $1`, [expired.id]);
      const { response } = await signedIn('owner@demo.test');
      assert.deepEqual(response.body.customers.map((customer: { name: string }) => customer.name), ['Demo Construction Ltd.']);
      const revoked = await invite(northern, 'owner@demo.test');
      assert.equal((await northern.delete(`/json/invites/${revoked.id}`)).status, 200);
      const again = await signedIn('owner@demo.test');
      assert.deepEqual(again.response.body.customers.map((customer: { name: string }) => customer.name), ['Demo Construction Ltd.']);
    });

    test('the seeded user of both customers is offered both on signing in, working in the first joined', async () => {
      const { response } = await signedIn('alex.tremblay@demo.test');
      assert.deepEqual(
        response.body.customers.map((customer: { name: string; role: string; is_current: boolean }) => [customer.name, customer.role, customer.is_current]),
        [
          ['Demo Construction Ltd.', 'admin', true],
          ['Northern Electric Inc.', 'member', false],
        ],
      );
    });

    test('a user of two customers sees only the chosen customer\'s data, and switches', async () => {
      const { client: marcus } = await signedIn('admin@demo.test');
      const customers = (await marcus.get('/json/users/me/customers')).body.customers as Array<{ id: number; name: string }>;
      const demoId = customers.find((customer) => customer.name === 'Demo Construction Ltd.')!.id;
      const northernId = customers.find((customer) => customer.name === 'Northern Electric Inc.')!.id;
      const workerNames = async () => new Set((await marcus.get('/json/workers')).body.workers.data.map((worker: { id: number }) => worker.id));
      const demoWorkers = await workerNames();
      const demoInvites = (await marcus.get('/json/invites')).body.invites.map((invite: { email: string }) => invite.email);
      assert.ok(demoInvites.includes('site.manager@demo.test'));

      const switched = await marcus.put('/json/session/customer', { enterprise_customer_id: northernId });
      assert.equal(switched.status, 200);
      assert.equal(switched.body.message, 'Northern Electric Inc. is now the company you are working in.');
      assert.equal(switched.body.user.pivot.role, 'member');
      assert.equal(switched.body.customers.find((customer: { is_current: boolean }) => customer.is_current).id, northernId);
      assert.equal((await marcus.get('/json/enterprise-customer')).body.enterprise_customer.name, 'Northern Electric Inc.');
      const northernWorkers = await workerNames();
      assert.ok([...northernWorkers].every((id) => !demoWorkers.has(id)), 'no Demo worker is listed while working in Northern');
      assert.equal((await marcus.get('/json/invites')).status, 403, 'a member of Northern lists no invitations, Demo’s least of all');
      const demoWorker = [...demoWorkers][0];
      assert.equal((await marcus.get(`/json/workers/${demoWorker}`)).status, 404, 'a Demo worker is not found from Northern');
      // A member in Northern: the admin calls refuse there.
      assert.equal((await marcus.post('/json/users/invite', { email: 'y@example.com' })).status, 403);

      const notMine = (await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name not in ('Demo Construction Ltd.', 'Northern Electric Inc.') limit 1`))[0].id;
      assert.equal((await marcus.put('/json/session/customer', { enterprise_customer_id: notMine })).status, 404);
      assert.equal((await marcus.put('/json/session/customer', { enterprise_customer_id: 'x' })).status, 422);
      assert.equal((await marcus.get('/json/enterprise-customer')).body.enterprise_customer.name, 'Northern Electric Inc.', 'unchanged');

      assert.equal((await marcus.put('/json/session/customer', { enterprise_customer_id: demoId })).status, 200);
      assert.deepEqual(await workerNames(), demoWorkers);
    });
  });
}
