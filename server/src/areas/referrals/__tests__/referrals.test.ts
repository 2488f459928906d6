import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { DEMO_ASSOCIATION } from '../../../seed/demo-network';
import { CODE_LOOKUPS_PER_MINUTE, SIGN_UPS_PER_HOUR } from '../public.referrals.routes';

const signUp = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Muskeg Mechanical Ltd.',
  first_name: 'Rowan',
  last_name: 'Desjarlais',
  email: 'rowan@muskeg.test',
  password: 'Correct horse 42',
  confirm_password: 'Correct horse 42',
  ...overrides,
});

for (const target of await databaseTargets()) {
  describe(`referrals on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let northernCodeId: number;
    let inactiveCodeId: number;

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      [{ id: northernCodeId }] = await ctx.db.query<{ id: number }>(
        `insert into referral_codes (enterprise_customer_id, subscription_plan_id, code, description)
         select c.id, p.id, 'NORTHERN-CODE-1', 'Northern''s own' from enterprise_customers c, subscription_plans p
          where c.name = 'Northern Electric Inc.' and p.name = 'Starter' returning id`,
      );
      [{ id: inactiveCodeId }] = await ctx.db.query<{ id: number }>(`select id from referral_codes where code = 'LCA-PAUSED-2025'`);
    });
    after(async () => ctx?.close());

    test('referral-code look-ups are counted per address: random codes past the limit get 429 with Retry-After, in French too', async () => {
      const visitor = new TestClient(ctx.app);
      await visitor.loadPage();
      const from = { remoteAddress: '198.51.100.27' };
      for (let i = 0; i < CODE_LOOKUPS_PER_MINUTE; i++) {
        const guess = await visitor.request({ method: 'GET', url: `/json/public/referrals/guess${i}x${Date.now()}`, ...from });
        assert.equal(guess.status, 404, `guess ${i}`);
      }
      const refused = await visitor.request<{ message: string }>({ method: 'GET', url: '/json/public/referrals/LCA-ANY-2025', ...from });
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(refused.body.message, /^Too many requests\. Please try again in \d+ seconds?\.$/);
      const french = await visitor.request<{ message: string }>({ method: 'POST', url: '/json/public/referrals/LCA-ANY-2025/register', payload: signUp(), headers: { 'accept-language': 'fr-CA' }, ...from });
      assert.equal(french.status, 429, 'the sign-up looks the code up too');
      assert.match(french.body.message, /^Trop de requêtes\./);
      const elsewhere = await visitor.request({ method: 'GET', url: '/json/public/referrals/guess-again', remoteAddress: '198.51.100.28' });
      assert.equal(elsewhere.status, 404, 'another address is not slowed');
    });

    test('without the local_construction_association feature: 403', async () => {
      for (const path of ['/json/referral-codes', '/json/referral-codes/types', `/json/referral-codes/${northernCodeId}/link`, '/json/referrals']) {
        assert.equal((await northern.get(path)).status, 403, path);
      }
      assert.equal((await northern.post('/json/referral-codes', { plan_id: 1 })).status, 403);
    });

    test('plans carry trial_period_days, price_monthly and the discount per month', async () => {
      const { plans } = (await demo.get('/json/referral-codes/types')).body;
      const professional = plans.find((p: { name: string }) => p.name === 'Professional');
      assert.deepEqual(
        { price: professional.price_monthly, trial: professional.metadata.trial_period_days, discount: professional.metadata.discount },
        { price: 249, trial: 30, discount: 25 },
      );
    });

    test('codes: listed with plan name, description and status; + Code for a plan; validation', async () => {
      const listed = (await demo.get('/json/referral-codes')).body.referral_codes;
      assert.ok(listed.some((c: { status: string }) => c.status === 'inactive'));
      assert.ok(listed.every((c: { subscription_plan: { name: string } }) => c.subscription_plan.name));
      assert.ok(!listed.some((c: { id: number }) => c.id === northernCodeId));

      assert.deepEqual((await demo.post('/json/referral-codes', {})).body.errors, { plan_id: ['Plan is required'] });
      assert.deepEqual((await demo.post('/json/referral-codes', { plan_id: 999999 })).body.errors, { plan_id: ['The selected plan is invalid.'] });
      assert.deepEqual((await demo.post('/json/referral-codes', { plan_id: 'x' })).body.errors, { plan_id: ['The selected plan is invalid.'] });
      const french = await demo.request<{ errors: unknown }>({ method: 'POST', url: '/json/referral-codes', payload: {}, headers: { 'accept-language': 'fr-CA' } });
      assert.deepEqual(french.body.errors, { plan_id: ['Le champ « Forfait » est obligatoire.'] });

      const [{ id: planId }] = await ctx.db.query<{ id: number }>(`select id from subscription_plans where name = 'Association Member'`);
      const created = await demo.post('/json/referral-codes', { plan_id: planId });
      assert.equal(created.status, 200);
      assert.equal(created.body.message, 'Referral code created successfully');
      const code = created.body.referral_code;
      assert.equal(code.status, 'active');
      assert.equal(code.description, 'Association Member — 60-day trial');
      assert.match(code.code, /^[A-Za-z0-9_-]{22}$/);
      assert.equal((await demo.get('/json/referral-codes')).body.referral_codes[0].id, code.id);
    });

    test('link: an active code gives the sign-up URL; an inactive one 400; another customer\'s 404', async () => {
      const [{ id, code }] = await ctx.db.query<{ id: number; code: string }>(
        `select rc.id, rc.code from referral_codes rc join enterprise_customers c on c.id = rc.enterprise_customer_id
          where c.name = 'Demo Construction Ltd.' and rc.status = 'active' order by rc.id limit 1`,
      );
      const link = await demo.get(`/json/referral-codes/${id}/link`);
      assert.equal(link.status, 200);
      assert.equal(link.body.link, `http://localhost:8080/sign-up/${code}`);
      const inactive = await demo.get(`/json/referral-codes/${inactiveCodeId}/link`);
      assert.equal(inactive.status, 400);
      assert.equal(inactive.body.message, 'This code is no longer active!');
      const french = await demo.request<{ message: string }>({ method: 'GET', url: `/json/referral-codes/${inactiveCodeId}/link`, headers: { 'accept-language': 'fr-CA' } });
      assert.equal(french.body.message, 'Ce code n’est plus actif!');
      assert.equal((await demo.get(`/json/referral-codes/${northernCodeId}/link`)).status, 404);
    });

    test('referred customers: paged, with name, trial end date and created date, only this customer\'s', async () => {
      const page = (await demo.get('/json/referrals')).body.subscriptions;
      assert.equal(page.current_page, 1);
      assert.equal(page.total, 3);
      const names = page.data.map((s: { customer: { name: string } }) => s.customer.name);
      assert.deepEqual(names, ['Bluenose Electrical Contracting Ltd.', 'Kootenay Mechanical Ltd.', 'Prairie Scaffold Services Inc.']);
      assert.match(page.data[0].trial_end_date, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(!Number.isNaN(Date.parse(page.data[0].created_at)));
    });

    test('public sign-up: the code\'s page, every rule, then a company on the plan\'s trial listed as a referral', async () => {
      const visitor = new TestClient(ctx.app);
      await visitor.loadPage('/sign-up/x');
      const [{ id: planId }] = await ctx.db.query<{ id: number }>(`select id from subscription_plans where name = 'Professional'`);
      const { code } = (await demo.post('/json/referral-codes', { plan_id: planId, description: 'Trade show 2026' })).body.referral_code;

      const page = await visitor.get(`/json/public/referrals/${code}`);
      assert.equal(page.status, 200);
      assert.equal(page.body.referral.referrer.name, 'Demo Construction Ltd.');
      assert.equal(page.body.referral.plan.name, 'Professional');
      assert.equal((await visitor.get('/json/public/referrals/NO-SUCH-CODE')).status, 404);
      const paused = await visitor.get('/json/public/referrals/LCA-PAUSED-2025');
      assert.equal(paused.status, 400);
      assert.equal(paused.body.message, 'This code is no longer active!');

      const empty = await visitor.post(`/json/public/referrals/${code}/register`, {});
      assert.equal(empty.status, 422);
      assert.deepEqual(empty.body.errors, {
        company_name: ['Company name is required'],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        email: ['Email is required'],
        password: ['Password is required'],
        confirm_password: ['Passwords do not match! please ensure the password and the confirm password fields match.'],
      });
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
        [{ email: 'OWNER@demo.test' }, 'email', 'An account with this email already exists.'],
        [{ password: 'short', confirm_password: 'short' }, 'password', 'The password must be at least 12 characters.'],
        [{ password: 'abcdefghijkl', confirm_password: 'abcdefghijkl' }, 'password', 'This password is too common: it is on a list of passwords exposed in data breaches. Choose another one.'],
        [{ password: 'Rowan-at-the-yard', confirm_password: 'Rowan-at-the-yard' }, 'password', "The password must not contain the account's e-mail address or name."],
        [{ password: 'DESJARLAIS-2026!', confirm_password: 'DESJARLAIS-2026!' }, 'password', "The password must not contain the account's e-mail address or name."],
        [{ confirm_password: 'something else' }, 'confirm_password', 'Passwords do not match! please ensure the password and the confirm password fields match.'],
      ];
      for (const [change, field, message] of cases) {
        const response = await visitor.post(`/json/public/referrals/${code}/register`, signUp(change));
        assert.equal(response.status, 422, JSON.stringify(change));
        assert.deepEqual(response.body.errors, { [field]: [message] });
      }
      const french = async (password: string) => {
        const response = await visitor.request<{ errors: Record<string, string[]> }>({
          method: 'POST',
          url: `/json/public/referrals/${code}/register`,
          payload: signUp({ password, confirm_password: password }),
          headers: { 'accept-language': 'fr-CA' },
        });
        return response.body.errors;
      };
      assert.deepEqual(await french('short'), { password: ['Le mot de passe doit contenir au moins 12 caractères.'] });
      assert.deepEqual(await french('iloveyou1234'), {
        password: ['Ce mot de passe est trop courant : il figure dans une liste de mots de passe divulgués lors de fuites de données. Choisissez-en un autre.'],
      });
      assert.deepEqual(await french('rowan@muskeg.test'), { password: ['Le mot de passe ne doit contenir ni le courriel ni le nom du titulaire du compte.'] });
      const pausedSignUp = await visitor.post('/json/public/referrals/LCA-PAUSED-2025/register', signUp());
      assert.equal(pausedSignUp.status, 400);
      const [{ n: before }] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from enterprise_customers`);

      const done = await visitor.post(`/json/public/referrals/${code}/register`, signUp({ email: 'Rowan@Muskeg.test' }));
      assert.equal(done.status, 200);
      assert.equal(done.body.message, 'Your company account has been created.');
      assert.equal(done.body.user.email, 'rowan@muskeg.test');
      const expectedEnd = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      assert.equal(done.body.trial_end_date, expectedEnd);

      const [row] = await ctx.db.query<{ customers: number; role: string; status: string; trial_end: string; plan: string; association: string | null; features: string[] }>(
        `select (select count(*)::int from enterprise_customers) as customers, cu.role, s.status, (s.trial_end at time zone 'UTC')::date::text as trial_end,
                p.name as plan, a.name as association,
                array(select f.label from enterprise_customer_features cf join features f on f.id = cf.feature_id where cf.enterprise_customer_id = c.id order by f.label) as features
           from enterprise_customers c join enterprise_customer_users cu on cu.enterprise_customer_id = c.id join users u on u.id = cu.user_id
           join subscriptions s on s.enterprise_customer_id = c.id join subscription_plans p on p.id = s.subscription_plan_id
           join referral_codes rc on rc.id = s.referral_code_id
           left join construction_associations a on a.id = c.construction_association_id
          where c.name = 'Muskeg Mechanical Ltd.' and u.email = 'rowan@muskeg.test' and rc.code = $1`,
        [code],
      );
      assert.deepEqual(row, {
        customers: before + 1,
        role: 'owner',
        status: 'trialing',
        trial_end: expectedEnd,
        plan: 'Professional',
        association: DEMO_ASSOCIATION,
        features: ['credentials', 'crews'],
      });

      // The new owner is signed in, and can sign in again with the password chosen.
      visitor.csrfToken = done.body.csrf_token;
      const me = await visitor.get('/json/users/me');
      assert.equal(me.status, 200);
      assert.equal(me.body.user.email, 'rowan@muskeg.test');
      const again = new TestClient(ctx.app);
      assert.equal((await again.signIn('rowan@muskeg.test', 'Correct horse 42')).status, 200);

      const referred = (await demo.get('/json/referrals')).body.subscriptions;
      assert.equal(referred.total, 4);
      assert.equal(referred.data[0].customer.name, 'Muskeg Mechanical Ltd.');
      assert.equal(referred.data[0].trial_end_date, expectedEnd);

      const twice = await new TestClient(ctx.app).request<{ errors: unknown }>({ method: 'POST', url: `/json/public/referrals/${code}/register`, payload: signUp({ company_name: 'Other' }), withoutCsrf: true });
      assert.equal(twice.status, 419, 'the public form still needs the page\'s CSRF token');
    });

    test('sign-ups from one address are limited per hour (429 with Retry-After)', async () => {
      // A new browser each time: a sign-up signs its visitor in.
      const visitor = async () => {
        const client = new TestClient(ctx.app);
        await client.loadPage('/sign-up/x');
        return client;
      };
      const [{ id: planId }] = await ctx.db.query<{ id: number }>(`select id from subscription_plans where name = 'Starter'`);
      const { code } = (await demo.post('/json/referral-codes', { plan_id: planId })).body.referral_code;
      const statuses: number[] = [];
      // The earlier test signed one company up from the same (injected) address.
      for (let i = 1; i <= SIGN_UPS_PER_HOUR; i++) {
        statuses.push((await (await visitor()).post(`/json/public/referrals/${code}/register`, signUp({ company_name: `Crew ${i} Ltd.`, email: `owner${i}@crew.test` }))).status);
      }
      assert.deepEqual(statuses, [...Array(SIGN_UPS_PER_HOUR - 1).fill(200), 429]);
      const refused = await (await visitor()).post(`/json/public/referrals/${code}/register`, signUp({ email: 'late@crew.test' }));
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(refused.body.message, /^Too many companies were created from this network\. Please try again in \d+ minutes?\.$/);
    });

    test('association: the customer\'s association with contact and membership benefits; none for another customer', async () => {
      const response = await demo.get('/json/association');
      assert.equal(response.status, 200);
      const { association } = response.body;
      assert.equal(association.name, DEMO_ASSOCIATION);
      assert.equal(association.contact.email, 'members@fmca.example.com');
      assert.equal(association.contact.pretty_phone, '(780) 555-0199');
      assert.ok(association.membership_benefits.length >= 3);
      assert.deepEqual((await northern.get('/json/association')).body, { association: null });
    });
  });
}
