import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { sha256 } from '../../../core/auth/tokens';

/** The Settings page's calls: the integration token, features, subscription and the expiry reminder schedule. */
for (const target of await databaseTargets()) {
  describe(`settings on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let owner: TestClient;
    let admin: TestClient;
    let member: TestClient;
    let northern: TestClient;

    const signedIn = async (email: string) => {
      const client = new TestClient(ctx.app);
      assert.equal((await client.signIn(email)).status, 200);
      return client;
    };
    /** The public jobs feed answers a caller that carries the customer's integration token. */
    const feedWithToken = async (token: string) => {
      const [{ feed_slug: slug }] = await ctx.db.query<{ feed_slug: string }>(`select feed_slug from enterprise_customers where name = 'Demo Construction Ltd.'`);
      return (await ctx.app.inject({ method: 'GET', url: `/feeds/${slug}/jobs.json`, headers: { authorization: `Bearer ${token}` } })).statusCode;
    };

    before(async () => {
      ctx = await startTestApp(target);
      owner = await signedIn('owner@demo.test');
      admin = await signedIn('admin@demo.test');
      member = await signedIn('member@demo.test');
      northern = await signedIn('owner@northern.test');
    });
    after(async () => ctx?.close());

    test('the token: none at first; a member cannot generate it (403); shown once in full, then masked; stored hashed', async () => {
      assert.deepEqual((await owner.get('/json/settings/token')).body, { token: null });
      assert.equal((await member.post('/json/settings/token')).status, 403);
      assert.equal((await member.post('/json/settings/token/regenerate')).status, 403);
      assert.deepEqual((await owner.get('/json/settings/token')).body, { token: null }, 'the refusal made none');

      const generated = await admin.post('/json/settings/token');
      assert.equal(generated.status, 201);
      assert.equal(generated.body.message, 'Token generated successfully');
      const full = generated.body.token.token as string;
      assert.equal(generated.body.token.is_masked, false);
      assert.ok(Buffer.from(full, 'base64url').length >= 16);

      const shown = (await member.get('/json/settings/token')).body.token;
      assert.equal(shown.is_masked, true);
      assert.equal(shown.token, `${'•'.repeat(12)}${full.slice(-4)}`);
      const [stored] = await ctx.db.query<Record<string, unknown>>(
        `select t.* from enterprise_tokens t join enterprise_customers c on c.id = t.enterprise_customer_id where c.name = 'Demo Construction Ltd.'`,
      );
      assert.equal(stored.token_hash, sha256(full));
      assert.ok(!JSON.stringify(stored).includes(full), 'the raw token is not stored');
      assert.equal(await feedWithToken(full), 200);

      const second = await owner.post('/json/settings/token');
      assert.equal(second.status, 409, 'a second POST does not replace it');
      assert.equal(second.body.message, 'An integration token already exists. Regenerate it to replace it.');
      assert.equal(await feedWithToken(full), 200, 'the first token still works');
    });

    test('regenerating replaces the token: the old one stops working at once', async () => {
      const before = (await owner.get('/json/settings/token')).body.token;
      const regenerated = await owner.post('/json/settings/token/regenerate');
      assert.equal(regenerated.status, 200);
      assert.equal(regenerated.body.message, 'A new token was generated. The previous token no longer works.');
      const fresh = regenerated.body.token.token as string;
      assert.notEqual(`${'•'.repeat(12)}${fresh.slice(-4)}`, before.token);
      assert.equal(await feedWithToken(fresh), 200);
      const [{ count }] = await ctx.db.query<{ count: number }>(
        `select count(*)::int as count from enterprise_tokens t join enterprise_customers c on c.id = t.enterprise_customer_id where c.name = 'Demo Construction Ltd.'`,
      );
      assert.equal(count, 1, 'one token per customer');
      const french = await owner.request<{ message: string }>({ method: 'POST', url: '/json/settings/token', headers: { 'accept-language': 'fr-CA' } });
      assert.equal(french.body.message, 'Un jeton d’intégration existe déjà. Régénérez-le pour le remplacer.');
    });

    test('an old token is refused by the feed once replaced', async () => {
      const first = (await owner.post('/json/settings/token/regenerate')).body.token.token as string;
      const second = (await owner.post('/json/settings/token/regenerate')).body.token.token as string;
      assert.notEqual(await feedWithToken(first), 200);
      assert.equal(await feedWithToken(second), 200);
      // Northern's own token is untouched and masked for Northern.
      const theirs = (await northern.get('/json/settings/token')).body.token;
      assert.equal(theirs.is_masked, true);
    });

    test('features with name and description; the active subscription with plan, price and trial end', async () => {
      const features = (await member.get('/json/settings/features')).body.features;
      assert.deepEqual(
        features.map((feature: { label: string }) => feature.label).sort(),
        ['access', 'credentials', 'crews', 'jobs_feed', 'local_construction_association'],
      );
      assert.ok(features.every((feature: { name: string; description: string }) => feature.name && typeof feature.description === 'string'));
      const french = await member.request<{ features: Array<{ label: string; name: string; description: string }> }>({
        method: 'GET',
        url: '/json/settings/features',
        headers: { 'accept-language': 'fr-CA' },
      });
      const crews = french.body.features.find((feature) => feature.label === 'crews');
      assert.equal(crews?.name, 'Équipes illimitées', 'the features are named in the reader’s language');
      assert.match(crews?.description ?? '', /partagez des équipes/);
      assert.deepEqual((await northern.get('/json/settings/features')).body.features, []);

      const [subscription] = (await member.get('/json/subscriptions')).body.subscriptions;
      const [plan] = await ctx.db.query<{ name: string; description: string; price: number }>(
        `select name, description, price_monthly_cents / 100.0 as price from subscription_plans where name = 'Professional'`,
      );
      assert.equal(subscription.status, 'trialing');
      assert.deepEqual(subscription.subscription_plan, { name: 'Professional', description: plan.description, price_monthly: Number(plan.price) });
      assert.ok(Date.parse(subscription.stripe_subscription.trial_end) > Date.now());
      const northernPlans = (await northern.get('/json/subscriptions')).body.subscriptions;
      assert.deepEqual(northernPlans.map((s: { subscription_plan: { name: string } }) => s.subscription_plan.name), ['Starter']);
    });

    test('the reminder schedule: defaults, saved by owner or admin (403 for a member), checked, per customer', async () => {
      assert.deepEqual((await member.get('/json/settings/expiry-reminders')).body.expiry_reminders, {
        days_before: [90, 30],
        recipient_roles: ['owner', 'admin'],
        notify_worker: false,
        weekly_digest_day: null,
      });
      const schedule = { days_before: [7, 60, 1, 7], recipient_roles: ['member', 'owner'], notify_worker: true, weekly_digest_day: 'monday' };
      assert.equal((await member.put('/json/settings/expiry-reminders', schedule)).status, 403);
      const saved = await admin.put('/json/settings/expiry-reminders', schedule);
      assert.equal(saved.status, 200);
      assert.equal(saved.body.message, 'Expiry reminders saved.');
      const expected = { days_before: [60, 7, 1], recipient_roles: ['owner', 'member'], notify_worker: true, weekly_digest_day: 'monday' };
      assert.deepEqual(saved.body.expiry_reminders, expected);
      assert.deepEqual((await member.get('/json/settings/expiry-reminders')).body.expiry_reminders, expected);
      assert.deepEqual((await northern.get('/json/settings/expiry-reminders')).body.expiry_reminders.days_before, [90, 30], 'Northern keeps its own');

      const bad = await owner.put('/json/settings/expiry-reminders', { days_before: [45], recipient_roles: ['boss'], notify_worker: 'yes', weekly_digest_day: 'someday' });
      assert.equal(bad.status, 422);
      assert.deepEqual(Object.keys(bad.body.errors).map((key) => key.split('.')[0]).sort(), ['days_before', 'notify_worker', 'recipient_roles', 'weekly_digest_day']);
      assert.equal(bad.body.errors['days_before.0'][0], 'Each reminder day must be one of 90, 60, 30, 14, 7 or 1.');
      const french = await owner.request<{ errors: Record<string, string[]> }>({
        method: 'PUT',
        url: '/json/settings/expiry-reminders',
        payload: { days_before: [45], recipient_roles: [], notify_worker: false, weekly_digest_day: null },
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.match(french.body.errors['days_before.0'][0], /^Chaque jour de rappel doit être l’une des valeurs suivantes : 90, 60, 30, 14, 7 ou 1\.$/);
      assert.deepEqual((await owner.get('/json/settings/expiry-reminders')).body.expiry_reminders, expected, 'a refused change changes nothing');

      const off = await owner.put('/json/settings/expiry-reminders', { days_before: [], recipient_roles: [], notify_worker: false, weekly_digest_day: null });
      assert.equal(off.status, 200);
      assert.deepEqual(off.body.expiry_reminders.days_before, []);
    });
  });
}
