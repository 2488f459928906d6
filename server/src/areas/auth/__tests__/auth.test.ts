import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

for (const target of await databaseTargets()) {
  describe(`sign-in, sessions and CSRF on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    before(async () => {
      ctx = await startTestApp(target);
    });
    after(async () => ctx?.close());

    test('the page carries a CSRF token, is never cached and sets a strict content policy', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/login' });
      assert.equal(response.statusCode, 200);
      assert.match(response.body, /<meta name="csrf-token" content="[A-Za-z0-9_-]{20,}">/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
    });

    test('an API call without a session is 401 Unauthenticated.', async () => {
      const response = await new TestClient(ctx.app).get('/json/users/me');
      assert.equal(response.status, 401);
      assert.deepEqual(response.body, { message: 'Unauthenticated.' });
    });

    test('a state-changing call without the CSRF header is 419, even to sign in', async () => {
      const client = new TestClient(ctx.app);
      await client.loadPage();
      const response = await client.request({
        method: 'POST',
        url: '/json/auth/login',
        payload: { email: 'owner@demo.test', password: 'Password123!' },
        withoutCsrf: true,
      });
      assert.equal(response.status, 419);
      assert.deepEqual(response.body, { message: 'CSRF token mismatch.' });
    });

    test('a CSRF token from another visitor is refused', async () => {
      const first = new TestClient(ctx.app);
      await first.loadPage();
      const second = new TestClient(ctx.app);
      await second.loadPage();
      second.csrfToken = first.csrfToken;
      const response = await second.post('/json/auth/login', { email: 'owner@demo.test', password: 'Password123!' });
      assert.equal(response.status, 419);
    });

    test('missing and malformed sign-in fields get 422 with a message per field', async () => {
      const client = new TestClient(ctx.app);
      await client.loadPage();
      const empty = await client.post('/json/auth/login', {});
      assert.equal(empty.status, 422);
      assert.deepEqual(empty.body.errors, {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      });
      const malformed = await client.post('/json/auth/login', { email: 'not-an-email', password: 'x' });
      assert.equal(malformed.status, 422);
      assert.deepEqual(malformed.body.errors, { email: ['The email field must be a valid email address.'] });
    });

    test('a wrong password is refused without saying which part was wrong', async () => {
      const client = new TestClient(ctx.app);
      const response = await client.signIn('admin@demo.test', 'wrong-password');
      assert.equal(response.status, 422);
      assert.deepEqual(response.body, {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
      const unknown = await client.signIn('nobody@demo.test', 'Password123!');
      assert.deepEqual(unknown.body, response.body);
    });

    test('an unknown e-mail, an account without a password and a wrong password get the same answer', async () => {
      const [withoutPassword] = await ctx.db.query<{ email: string }>('select email from users where password_hash is null order by id limit 1');
      assert.ok(withoutPassword, 'the demo seed has accounts without a password');
      const answers = [];
      for (const email of ['nobody-at-all@demo.test', withoutPassword.email, 'member@demo.test']) {
        const response = await new TestClient(ctx.app).signIn(email, 'Not-the-password-1');
        answers.push({ status: response.status, body: response.body });
      }
      const failed = { status: 422, body: { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } } };
      assert.deepEqual(answers, [failed, failed, failed]);
    });

    test('signing in opens a session with an httpOnly SameSite=Lax cookie and a new CSRF token', async () => {
      const client = new TestClient(ctx.app);
      await client.loadPage();
      const anonymousToken = client.csrfToken;
      const response = await client.signIn('OWNER@demo.test');
      assert.equal(response.status, 200);
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] as string[]).find((c) => c.startsWith('portal_session='));
      assert.ok(cookie, 'session cookie set');
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      assert.notEqual(client.csrfToken, anonymousToken);

      const me = await client.get('/json/users/me');
      assert.equal(me.status, 200);
      assert.equal(me.body.user.email, 'owner@demo.test');
      assert.equal(me.body.user.pivot.role, 'owner');
      assert.equal(me.body.user.full_name, `${me.body.user.first_name} ${me.body.user.last_name}`);

      client.csrfToken = anonymousToken;
      const stale = await client.post('/json/auth/logout');
      assert.equal(stale.status, 419, 'the pre-login token stops working once the session exists');
    });

    test('the enterprise customer carries mode, features and the member role', async () => {
      const demo = new TestClient(ctx.app);
      await demo.signIn('member@demo.test');
      const demoCustomer = await demo.get('/json/enterprise-customer');
      assert.equal(demoCustomer.status, 200);
      assert.equal(demoCustomer.body.enterprise_customer.name, 'Demo Construction Ltd.');
      assert.equal(demoCustomer.body.enterprise_customer.mode, 'demo');
      assert.deepEqual(
        demoCustomer.body.enterprise_customer.features.map((f: { label: string }) => f.label).sort(),
        ['access', 'credentials', 'crews', 'jobs_feed', 'local_construction_association'],
      );
      assert.ok(demoCustomer.body.enterprise_customer.access_url);
      assert.equal(demoCustomer.body.enterprise_customer.country, 'CA', 'a customer works in Canada unless set otherwise');
      assert.equal(demoCustomer.body.enterprise_customer_user.role, 'member');

      const northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      const northernCustomer = await northern.get('/json/enterprise-customer');
      assert.equal(northernCustomer.body.enterprise_customer.name, 'Northern Electric Inc.');
      assert.equal(northernCustomer.body.enterprise_customer.mode, 'normal');
      assert.deepEqual(northernCustomer.body.enterprise_customer.features, []);
      assert.equal(northernCustomer.body.enterprise_customer.access_url, null);
    });

    test('signing out ends the session', async () => {
      const client = new TestClient(ctx.app);
      await client.signIn('admin@demo.test');
      assert.equal((await client.post('/json/auth/logout')).status, 200);
      assert.equal((await client.get('/json/users/me')).status, 401);
    });

    const signInFrom = async (client: TestClient, address: string, email: string, password = 'Password123!') => {
      if (!client.csrfToken) await client.loadPage();
      return client.request<{ message: string }>({ method: 'POST', url: '/json/auth/login', payload: { email, password }, remoteAddress: address });
    };

    test('40 correct sign-ins from one address within a minute all succeed (an office behind one address)', async () => {
      for (let signIn = 0; signIn < 40; signIn += 1) {
        const client = new TestClient(ctx.app);
        const email = ['owner@demo.test', 'admin@demo.test', 'member@demo.test'][signIn % 3];
        assert.equal((await signInFrom(client, '203.0.113.10', email)).status, 200, `sign-in ${signIn + 1}`);
      }
    });

    test('guessing one account is slowed after five failures, and the real owner still signs in from elsewhere', async () => {
      const attacker = new TestClient(ctx.app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        assert.equal((await signInFrom(attacker, '198.51.100.66', 'member@demo.test', 'wrong')).status, 422);
      }
      const limited = await signInFrom(attacker, '198.51.100.66', 'member@demo.test');
      assert.equal(limited.status, 429);
      assert.match(limited.body.message, /Too many login attempts/);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      const owner = new TestClient(ctx.app);
      assert.equal((await signInFrom(owner, '203.0.113.20', 'member@demo.test')).status, 200);
    });

    test('an unknown API path is 404 JSON, and the health check reports the database and the file storage', async () => {
      const client = new TestClient(ctx.app);
      await client.signIn('admin@demo.test');
      const missing = await client.get('/json/no-such-thing');
      assert.equal(missing.status, 404);
      assert.deepEqual(missing.body, { message: 'Not found.' });
      const health = await client.get('/healthz');
      assert.deepEqual(health.body, { status: 'ok', database: 'ok', storage: 'local' });
    });
  });
}
