import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** The Admins page's calls: users, check-existence, invitations (send, resend, revoke), roles and removal. */
for (const target of await databaseTargets()) {
  describe(`admins on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let owner: TestClient;
    let admin: TestClient;
    let member: TestClient;
    let northern: TestClient;

    const signedIn = async (email: string) => {
      const client = new TestClient(ctx.app);
      const response = await client.signIn(email);
      assert.equal(response.status, 200, `${email} signs in`);
      return client;
    };
    const userId = async (email: string) =>
      (await ctx.db.query<{ id: number }>('select id from users where lower(email) = lower($1)', [email]))[0].id;
    const lastMailTo = async (email: string) =>
      (
        await ctx.db.query<{ subject: string; text_body: string; html_body: string }>(
          'select subject, text_body, html_body from mail_outbox where to_address = $1 order by id desc limit 1',
          [email],
        )
      )[0];
    const tokenIn = (text: string) => new URL(/https?:\/\/\S+\/invites\/accept\?\S+/.exec(text)![0]).searchParams.get('token')!;

    before(async () => {
      ctx = await startTestApp(target);
      owner = await signedIn('owner@demo.test');
      admin = await signedIn('admin@demo.test');
      member = await signedIn('member@demo.test');
      northern = await signedIn('owner@northern.test');
    });
    after(async () => ctx?.close());

    test('the users of the session\'s customer only, each with a role', async () => {
      const response = await member.get('/json/users');
      assert.equal(response.status, 200);
      const emails = response.body.users.map((user: { email: string }) => user.email);
      assert.ok(emails.includes('owner@demo.test') && emails.includes('member@demo.test'));
      assert.ok(!emails.includes('owner@northern.test'), 'another customer\'s user is not listed');
      const ownerRow = response.body.users.find((user: { email: string }) => user.email === 'owner@demo.test');
      assert.deepEqual(ownerRow.pivot, { role: 'owner' });
      assert.equal(ownerRow.full_name, 'Dana Whitford');
      assert.equal(ownerRow.password_hash, undefined);

      const theirs = await northern.get('/json/users');
      assert.deepEqual(theirs.body.users.map((user: { email: string }) => user.email), ['owner@northern.test', 'alex.tremblay@demo.test']);
    });

    test('check-existence: invalid, member, outstanding invitation, platform user, new address; members may not ask', async () => {
      const check = async (email: string) => (await admin.get(`/json/users/check-existence?email=${encodeURIComponent(email)}`)).body;
      assert.deepEqual(await check('not-an-email'), {
        is_valid_email: false,
        exists: false,
        can_send_invite: false,
        message: 'Please enter a valid e-mail address.',
      });
      const memberCheck = await check('MEMBER@demo.test');
      assert.equal(memberCheck.exists, true);
      assert.equal(memberCheck.can_send_invite, false);
      assert.equal(memberCheck.message, 'Priya Sandhu already belongs to Demo Construction Ltd. and cannot be invited again.');
      const invited = await check('site.manager@demo.test');
      assert.equal(invited.can_send_invite, false, 'the seeded outstanding invitation');
      const platform = await check('owner@northern.test');
      assert.deepEqual(platform, {
        is_valid_email: true,
        exists: true,
        can_send_invite: true,
        message: 'User found: this e-mail already has an account. They join Demo Construction Ltd. when they sign in.',
      });
      const fresh = await check('new.person@example.com');
      assert.deepEqual(fresh, {
        is_valid_email: true,
        exists: false,
        can_send_invite: true,
        message: 'No account uses this e-mail yet. They will be asked to register.',
      });
      assert.equal((await member.get('/json/users/check-existence?email=a%40b.co')).status, 403);
      const french = await admin.request<{ message: string }>({ method: 'GET', url: '/json/users/check-existence?email=x', headers: { 'accept-language': 'fr-CA' } });
      assert.equal(french.body.message, 'Veuillez saisir une adresse courriel valide.');
    });

    test('the check never names another customer’s user: its answer is the same for any address with an account', async () => {
      const [{ name }] = await ctx.db.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where email = 'owner@northern.test'`);
      for (const locale of ['en-CA', 'fr-CA']) {
        const answer = await admin.request<{ message: string }>({ method: 'GET', url: '/json/users/check-existence?email=owner%40northern.test', headers: { 'accept-language': locale } });
        assert.equal(answer.status, 200);
        for (const part of [name, ...name.split(' ')]) assert.ok(!JSON.stringify(answer.body).includes(part), `${locale}: no “${part}” in ${answer.body.message}`);
        assert.ok(!answer.body.message.includes('Northern'), 'nor the other customer');
      }
    });

    test('the check is limited per admin: the 61st within an hour answers 429 for that admin only, in their language', async () => {
      const alex = await signedIn('alex.tremblay@demo.test');
      const checkAs = (client: TestClient, locale = 'en-CA') =>
        client.request<{ message: string }>({ method: 'GET', url: '/json/users/check-existence?email=probe%40example.com', headers: { 'accept-language': locale } });
      for (let check = 1; check <= 60; check++) assert.equal((await checkAs(alex)).status, 200, `check ${check}`);
      const refused = await checkAs(alex);
      assert.equal(refused.status, 429);
      assert.match(refused.body.message, /^Too many e-mail checks\. Please try again in \d+ seconds?\.$/);
      assert.ok(Number(refused.headers['retry-after']) > 3000, 'for the rest of the hour');
      assert.match((await checkAs(alex, 'fr-CA')).body.message, /^Trop de vérifications de courriels\./);
      assert.equal((await checkAs(admin)).status, 200, 'another admin of the same customer still checks');
    });

    test('a member cannot invite (403); an admin invites, the e-mail carries a 256-bit link token stored hashed only', async () => {
      const refused = await member.post('/json/users/invite', { email: 'nope@example.com' });
      assert.equal(refused.status, 403);
      assert.equal((await ctx.db.query(`select 1 from invites where email = 'nope@example.com'`)).length, 0);

      const response = await admin.post('/json/users/invite', { email: 'Foreman.New@Example.com', role: 'member' });
      assert.equal(response.status, 201);
      assert.equal(response.body.message, 'An invitation was sent to Foreman.New@Example.com.');
      assert.equal(response.body.invite.email, 'Foreman.New@Example.com');
      assert.equal(response.body.invite.role, 'member');
      assert.equal(response.body.invite.is_expired, false);
      assert.equal(response.body.invite.invited_by.full_name, 'Marcus Leblanc');
      const days = (Date.parse(response.body.invite.expires_at) - Date.parse(response.body.invite.created_at)) / 86_400_000;
      assert.ok(Math.abs(days - 7) < 0.01, 'valid for 7 days');

      const mail = await lastMailTo('Foreman.New@Example.com');
      assert.equal(mail.subject, 'You have been invited to Demo Construction Ltd.');
      const link = new URL(/http\S+\/invites\/accept\?\S+/.exec(mail.text_body)![0]);
      assert.equal(link.searchParams.get('email'), 'Foreman.New@Example.com');
      const token = link.searchParams.get('token')!;
      assert.ok(Buffer.from(token, 'base64url').length >= 16, 'at least 128 bits');
      const stored = await ctx.db.query<Record<string, unknown>>('select * from invites where id = $1', [response.body.invite.id]);
      assert.ok(!JSON.stringify(stored).includes(token), 'the raw token is not stored');

      const listed = await owner.get('/json/invites');
      assert.ok(listed.body.invites.some((invite: { id: number }) => invite.id === response.body.invite.id));
      assert.ok(!(await northern.get('/json/invites')).body.invites.some((invite: { email: string }) => invite.email === 'Foreman.New@Example.com'));
    });

    test('a current member or an address already invited cannot be invited again (422); bad input is a 422', async () => {
      const again = await owner.post('/json/users/invite', { email: 'admin@demo.test' });
      assert.equal(again.status, 422);
      assert.deepEqual(again.body.errors.email, ['This person already belongs to Demo Construction Ltd. and cannot be invited again.']);
      const twice = await owner.post('/json/users/invite', { email: 'foreman.new@example.com' });
      assert.equal(twice.status, 422);
      assert.match(twice.body.errors.email[0], /already waiting/);
      const invalid = await owner.post('/json/users/invite', { email: 'nobody', role: 'owner' });
      assert.equal(invalid.status, 422);
      assert.ok(invalid.body.errors.email && invalid.body.errors.role);
      const french = await owner.request<{ errors: Record<string, string[]> }>({ method: 'POST', url: '/json/users/invite', payload: { email: 'admin@demo.test' }, headers: { 'accept-language': 'fr-CA' } });
      assert.deepEqual(french.body.errors.email, ['Cette personne fait déjà partie de Demo Construction Ltd. et ne peut pas être invitée de nouveau.']);
    });

    test('resend gives a new link (the old one stops working); revoke ends it; another customer\'s invitation is a 404', async () => {
      const sent = await owner.post('/json/users/invite', { email: 'resend.me@example.com' });
      const firstToken = tokenIn((await lastMailTo('resend.me@example.com')).text_body);
      assert.equal((await new TestClient(ctx.app).get(`/json/invites/${firstToken}?email=resend.me%40example.com`)).status, 200);

      assert.equal((await member.post(`/json/invites/${sent.body.invite.id}/resend`)).status, 403);
      assert.equal((await northern.post(`/json/invites/${sent.body.invite.id}/resend`)).status, 404);
      const resent = await admin.post(`/json/invites/${sent.body.invite.id}/resend`);
      assert.equal(resent.status, 200);
      assert.equal(resent.body.message, 'The invitation to resend.me@example.com was sent again.');
      const secondToken = tokenIn((await lastMailTo('resend.me@example.com')).text_body);
      assert.notEqual(secondToken, firstToken);
      const visitor = new TestClient(ctx.app);
      assert.equal((await visitor.get(`/json/invites/${firstToken}?email=resend.me%40example.com`)).status, 404);
      assert.equal((await visitor.get(`/json/invites/${secondToken}?email=resend.me%40example.com`)).status, 200);

      assert.equal((await northern.delete(`/json/invites/${sent.body.invite.id}`)).status, 404);
      const revoked = await owner.delete(`/json/invites/${sent.body.invite.id}`);
      assert.equal(revoked.status, 200);
      assert.equal(revoked.body.message, 'The invitation to resend.me@example.com was revoked.');
      assert.ok(!(await owner.get('/json/invites')).body.invites.some((invite: { id: number }) => invite.id === sent.body.invite.id));
      const gone = await visitor.get(`/json/invites/${secondToken}?email=resend.me%40example.com`);
      assert.equal(gone.status, 410);
      assert.equal(gone.body.message, 'Demo Construction Ltd. withdrew this invitation.');
      assert.equal((await owner.delete(`/json/invites/${sent.body.invite.id}`)).status, 404, 'revoked once');
      // A revoked invitation no longer blocks a new one.
      assert.equal((await owner.post('/json/users/invite', { email: 'resend.me@example.com' })).status, 201);
    });

    test('an expired invitation is listed as expired and replaced by a new invitation', async () => {
      const sent = await owner.post('/json/users/invite', { email: 'late@example.com' });
      await ctx.db.query(`update invites set expires_at = now() - interval '1 minute' where id = $1`, [sent.body.invite.id]);
      const listed = (await owner.get('/json/invites')).body.invites.find((invite: { id: number }) => invite.id === sent.body.invite.id);
      assert.equal(listed.is_expired, true);
      const check = await owner.get('/json/users/check-existence?email=late%40example.com');
      assert.equal(check.body.can_send_invite, true);
      const again = await owner.post('/json/users/invite', { email: 'late@example.com' });
      assert.equal(again.status, 201);
      const ids = (await owner.get('/json/invites')).body.invites.filter((invite: { email: string }) => invite.email === 'late@example.com');
      assert.deepEqual(ids.map((invite: { id: number }) => invite.id), [again.body.invite.id]);
    });

    test('roles: owner only; the last owner can be neither demoted nor removed', async () => {
      const adminId = await userId('admin@demo.test');
      const ownerId = await userId('owner@demo.test');
      assert.equal((await admin.put(`/json/users/${adminId}/role`, { role: 'owner' })).status, 403);
      assert.equal((await member.delete(`/json/users/${adminId}`)).status, 403);
      assert.equal((await admin.delete(`/json/users/${ownerId}`)).status, 403);

      const demote = await owner.put(`/json/users/${ownerId}/role`, { role: 'admin' });
      assert.equal(demote.status, 422);
      assert.deepEqual(demote.body.errors.role, ['Demo Construction Ltd. must keep at least one owner: make another user owner first.']);
      const remove = await owner.delete(`/json/users/${ownerId}`);
      assert.equal(remove.status, 422);
      assert.match(remove.body.errors.user[0], /^The last owner of Demo Construction Ltd. cannot be removed/);
      const french = await owner.request<{ errors: Record<string, string[]> }>({ method: 'PUT', url: `/json/users/${ownerId}/role`, payload: { role: 'member' }, headers: { 'accept-language': 'fr-CA' } });
      assert.deepEqual(french.body.errors.role, ['Demo Construction Ltd. doit garder au moins un propriétaire : nommez d’abord un autre propriétaire.']);
      assert.equal((await owner.put(`/json/users/${adminId}/role`, { role: 'boss' })).status, 422);

      const promoted = await owner.put(`/json/users/${adminId}/role`, { role: 'owner' });
      assert.equal(promoted.status, 200);
      assert.equal(promoted.body.message, 'Marcus Leblanc is now an owner.');
      assert.deepEqual(promoted.body.user.pivot, { role: 'owner' });
      // With two owners, one may step down; the session sees its new role at once.
      assert.equal((await admin.put(`/json/users/${ownerId}/role`, { role: 'admin' })).status, 200);
      assert.equal((await owner.get('/json/enterprise-customer')).body.enterprise_customer_user.role, 'admin');
      assert.equal((await owner.put(`/json/users/${adminId}/role`, { role: 'admin' })).status, 403, 'no longer an owner');
      // Marcus is now the last owner.
      assert.equal((await admin.put(`/json/users/${adminId}/role`, { role: 'member' })).status, 422);
      assert.equal((await admin.put(`/json/users/${ownerId}/role`, { role: 'owner' })).status, 200);
      assert.equal((await owner.put(`/json/users/${adminId}/role`, { role: 'admin' })).status, 200);
    });

    test('another customer\'s user is a 404 for role changes and removal', async () => {
      const northernOwner = await userId('owner@northern.test');
      assert.equal((await owner.put(`/json/users/${northernOwner}/role`, { role: 'member' })).status, 404);
      assert.equal((await owner.delete(`/json/users/${northernOwner}`)).status, 404);
      assert.equal((await northern.get('/json/users')).body.users[0].pivot.role, 'owner');
    });

    test('a removed user\'s session for the customer ends at once; a crew administrator must hand over first', async () => {
      const memberId = await userId('member@demo.test');
      assert.equal((await member.get('/json/users/me')).status, 200);
      const [{ count: crews }] = await ctx.db.query<{ count: number }>(
        `select count(*)::int as count from crews c join enterprise_customers ec on ec.id = c.enterprise_customer_id
          where ec.name = 'Demo Construction Ltd.' and c.admin_id = $1`,
        [memberId],
      );
      if (crews > 0) {
        const refused = await owner.delete(`/json/users/${memberId}`);
        assert.equal(refused.status, 422);
        await ctx.db.query(`update crews set admin_id = (select id from users where email = 'owner@demo.test') where admin_id = $1`, [memberId]);
      }
      const removed = await owner.delete(`/json/users/${memberId}`);
      assert.equal(removed.status, 200);
      assert.equal(removed.body.message, "Priya Sandhu was removed from Demo Construction Ltd.'s users.");
      assert.equal((await member.get('/json/users/me')).status, 401, 'the open session is over');
      assert.equal((await member.get('/json/workers')).status, 401);
      assert.equal((await ctx.db.query('select 1 from sessions where user_id = $1', [memberId])).length, 0);
      assert.ok(!(await owner.get('/json/users')).body.users.some((user: { id: number }) => user.id === memberId));
      assert.equal((await owner.delete(`/json/users/${memberId}`)).status, 404);
      // The account stays: with no customer left, signing in says so.
      const again = await new TestClient(ctx.app).signIn('member@demo.test');
      assert.equal(again.status, 422);
      assert.deepEqual(again.body.errors.email, ['Your account is not a member of any company on this portal.']);
    });
  });
}
