import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { PASSWORD, startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

// Each test signs in from its own addresses: the address-wide throttle of one must not reach another.
const OFFICE = '203.0.113.10';
const TYPIST = '203.0.113.30';
const CODED = '203.0.113.50';
const FRANCOPHONE = '203.0.113.60';
const CODE_SUBJECT = 'Your sign-in code';

// Bodies of several shapes (a session, the code step, errors) are asserted on: an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

for (const target of await databaseTargets()) {
  describe(`sign-in limits written as the attacks on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    before(async () => {
      ctx = await startTestApp(target);
    });
    after(async () => ctx?.close());

    /** `count` new members of the demo customer with the demo password, named `<prefix><n>@demo.test`. */
    async function addStaff(prefix: string, count: number, locale: string | null = null): Promise<string[]> {
      const emails = Array.from({ length: count }, (_, n) => `${prefix}${n + 1}@demo.test`);
      await ctx.db.query(
        `with staff as (
           insert into users (first_name, last_name, email, password_hash, locale)
           select 'Staff', n::text, e, (select password_hash from users where email = 'owner@demo.test'), $2
             from unnest($1::text[]) with ordinality as s(e, n)
           returning id)
         insert into enterprise_customer_users (enterprise_customer_id, user_id, role)
         select (select id from enterprise_customers where name = 'Demo Construction Ltd.'), id, 'member' from staff`,
        [emails, locale],
      );
      return emails;
    }

    const signInFrom = async (client: TestClient, address: string, email: string, password = PASSWORD) => {
      if (!client.csrfToken) await client.loadPage();
      const response = await client.request<any>({ method: 'POST', url: '/json/auth/login', payload: { email, password }, remoteAddress: address });
      if (response.status === 200) client.csrfToken = response.body.csrf_token;
      return response;
    };

    /** Signs out and reloads the page, as the portal does, for the anonymous CSRF token. */
    const signOut = async (client: TestClient) => {
      const response = await client.post('/json/auth/logout');
      assert.equal(response.status, 200);
      await client.loadPage();
      return response;
    };

    const sendCode = async (client: TestClient, address: string, email: string, code: string) => {
      const response = await client.request<any>({ method: 'POST', url: '/json/auth/login/code', payload: { email, code }, remoteAddress: address });
      if (response.status === 200) client.csrfToken = response.body.csrf_token;
      return response;
    };

    /** Wrong passwords from `addresses`, each from a fresh browser (no device cookie), `each` per address. */
    async function guess(email: string, addresses: string[], each: number) {
      for (const address of addresses) {
        for (let attempt = 0; attempt < each; attempt += 1) {
          const { status } = await signInFrom(new TestClient(ctx.app), address, email, `guess-${attempt}`);
          assert.ok(status === 422 || status === 429, `a guess is refused or made to wait (${status})`);
        }
      }
    }

    const addresses = (count: number, block = '192.0.2') => Array.from({ length: count }, (_, n) => `${block}.${n + 1}`);

    async function mailedCodes(email: string): Promise<{ text: string; code: string }[]> {
      const rows = await ctx.db.query<{ text_body: string }>(
        `select text_body from mail_outbox where lower(to_address) = lower($1) and subject in ($2, 'Votre code de connexion') order by id`,
        [email, CODE_SUBJECT],
      );
      return rows.map(({ text_body }) => ({ text: text_body, code: /^(\d{6})$/m.exec(text_body)?.[1] ?? '' }));
    }

    test('31 people of one office behind one address, one of them mistyping, all sign in — and still do after a scan from that address', async () => {
      const office = await addStaff('office', 31);
      const browsers = office.map(() => new TestClient(ctx.app));
      // The one who mistypes: four wrong passwords first.
      for (let typo = 0; typo < 4; typo += 1) assert.equal((await signInFrom(browsers[0], OFFICE, office[0], 'Pasword123!')).status, 422);
      for (const [n, email] of office.entries()) assert.equal((await signInFrom(browsers[n], OFFICE, email)).status, 200, `${email} signs in`);

      // Later something on the office network fails 40 times across accounts: the address-wide throttle slows
      // only browsers new to the account they try…
      for (let n = 0; n < 40; n += 1) await signInFrom(new TestClient(ctx.app), OFFICE, `nobody${n}@demo.test`, 'wrong');
      const newcomer = (await addStaff('newcomer', 1))[0];
      const slowed = await signInFrom(new TestClient(ctx.app), OFFICE, newcomer);
      assert.equal(slowed.status, 429);
      assert.ok(Number(slowed.headers['retry-after']) > 0);
      // …and every one of the 31, on the browser they signed in on before, signs in again at once.
      for (const [n, email] of office.entries()) {
        await signOut(browsers[n]);
        assert.equal((await signInFrom(browsers[n], OFFICE, email)).status, 200, `${email} signs in again`);
      }
    });

    test("25 addresses' failures leave the owner's known device able to sign in, from anywhere, with no code", async () => {
      const [owner] = await addStaff('attacked', 1);
      const laptop = new TestClient(ctx.app);
      const signedIn = await signInFrom(laptop, '203.0.113.20', owner);
      assert.equal(signedIn.status, 200);
      const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'] as string[]).find((line) => line.startsWith('portal_device='));
      assert.ok(cookie, 'signing in sets the device cookie');
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      const signedOut = await signOut(laptop);
      const cleared = ([] as string[]).concat((signedOut.headers['set-cookie'] as string[] | undefined) ?? []);
      assert.ok(!cleared.some((line) => line.startsWith('portal_device=')), 'signing out keeps the device cookie');

      await guess(owner, addresses(25), 3);
      assert.equal((await signInFrom(laptop, '198.51.100.23', owner)).status, 200, 'from a hotel address');
      // Behind a load balancer without TRUST_PROXY everyone has one address: the attacker's failures there, past the
      // address-wide throttle and the address's own delay, still do not reach the known device.
      await guess(owner, ['10.0.0.1'], 35);
      await signOut(laptop);
      assert.equal((await signInFrom(laptop, '10.0.0.1', owner)).status, 200, 'from the balancer address');
      assert.deepEqual(await mailedCodes(owner), [], 'the known device was never asked for a code');
    });

    test('a known device is slowed by its own wrong passwords only', async () => {
      const [member] = await addStaff('typist', 1);
      const laptop = new TestClient(ctx.app);
      assert.equal((await signInFrom(laptop, TYPIST, member)).status, 200);
      await signOut(laptop);
      for (let typo = 0; typo < 5; typo += 1) assert.equal((await signInFrom(laptop, TYPIST, member, 'typo')).status, 422);
      assert.equal((await signInFrom(laptop, TYPIST, member)).status, 429, 'its sixth try waits');
      assert.equal((await signInFrom(new TestClient(ctx.app), TYPIST, member)).status, 200, 'another browser at the same address does not');
    });

    test("under attack, the attacker's new device with the right password gets the one-time-code step, not a session", async () => {
      const [victim] = await addStaff('victim', 1);
      await guess(victim, addresses(25, '192.0.3'), 1);
      const attacker = new TestClient(ctx.app);
      const step = await signInFrom(attacker, '192.0.3.99', victim);
      assert.equal(step.status, 202);
      assert.deepEqual(step.body, {
        code_required: true,
        message: `Many wrong passwords were tried on this account recently, and this browser has not signed in to it before. We sent a code to ${victim}: enter it to finish signing in. It works for 10 minutes.`,
      });
      assert.equal((await attacker.get('/json/users/me')).status, 401, 'no session');
      const [mail] = await mailedCodes(victim);
      assert.match(mail.code, /^\d{6}$/);
      assert.match(mail.text, /If it was not you, someone knows your password/);

      // The code is stored only as an HMAC.
      const stored = await ctx.db.query<{ code_hash: string }>(
        'select code_hash from login_codes where user_id = (select id from users where email = $1)',
        [victim],
      );
      assert.equal(stored.length, 1);
      assert.ok(!stored[0].code_hash.includes(mail.code));

      // It works only in the browser that gave the password.
      const elsewhere = new TestClient(ctx.app);
      await elsewhere.loadPage();
      const stolen = await sendCode(elsewhere, '192.0.3.98', victim, mail.code);
      assert.equal(stolen.status, 422);
      assert.deepEqual(stolen.body.errors, {
        code: ['This code can no longer be used: it was already used, it expired or it was mistyped too many times. Sign in again to get a new one.'],
      });

      // The owner, on a new phone, gives the password and the code and is in; the phone is known from then on.
      const phone = new TestClient(ctx.app);
      assert.equal((await signInFrom(phone, '198.51.100.40', victim)).status, 202);
      const [, phoneMail] = await mailedCodes(victim);
      const signedIn = await sendCode(phone, '198.51.100.40', victim, ` ${phoneMail.code.slice(0, 3)} ${phoneMail.code.slice(3)} `);
      assert.equal(signedIn.status, 200, 'spaces typed with the code are ignored');
      assert.equal(signedIn.body.user.email, victim);
      assert.equal((await phone.get('/json/users/me')).status, 200);
      assert.equal((await sendCode(phone, '198.51.100.40', victim, phoneMail.code)).status, 422, 'the code works once');
      await signOut(phone);
      assert.equal((await signInFrom(phone, '198.51.100.40', victim)).status, 200, 'the phone now signs in without a code');
    });

    test('a code expires, is spent by five wrong tries, and is answered 422 with field messages when malformed', async () => {
      const [account] = await addStaff('coded', 1);
      await guess(account, addresses(20, '192.0.4'), 1);
      const browser = new TestClient(ctx.app);
      assert.equal((await signInFrom(browser, CODED, account)).status, 202);

      const malformed = await sendCode(browser, CODED, account, '12ab');
      assert.equal(malformed.status, 422);
      assert.deepEqual(malformed.body.errors, { code: ['The code is the 6 digits from the e-mail.'] });
      const missing = await browser.request<any>({ method: 'POST', url: '/json/auth/login/code', payload: {} });
      assert.deepEqual(missing.body.errors, { email: ['The email field is required.'], code: ['The code field is required.'] });

      const [first] = await mailedCodes(account);
      const wrongCode = first.code === '000000' ? '111111' : '000000';
      for (let miss = 0; miss < 5; miss += 1) {
        const wrong = await sendCode(browser, CODED, account, wrongCode);
        assert.deepEqual(wrong.body.errors, { code: ['This code is not the one we sent. Check the latest e-mail and try again.'] });
      }
      const spent = await sendCode(browser, CODED, account, first.code);
      assert.equal(spent.status, 422, 'after five wrong tries even the right code is refused');
      assert.match(spent.body.errors.code[0], /can no longer be used/);

      assert.equal((await signInFrom(browser, CODED, account)).status, 202, 'signing in again mails a new code');
      const [, second] = await mailedCodes(account);
      await ctx.db.query(`update login_codes set expires_at = now() - interval '1 second' where used_at is null`);
      assert.match((await sendCode(browser, CODED, account, second.code)).body.errors.code[0], /can no longer be used/, 'an expired code');
      assert.equal((await browser.get('/json/users/me')).status, 401);
    });

    test('the code e-mail is written in the language the user chose, and the step answers in the browser’s', async () => {
      const [account] = await addStaff('francophone', 1, 'fr-CA');
      await guess(account, addresses(20, '192.0.5'), 1);
      const browser = new TestClient(ctx.app);
      await browser.loadPage();
      const step = await browser.request<any>({
        method: 'POST',
        url: '/json/auth/login',
        payload: { email: account, password: PASSWORD },
        remoteAddress: FRANCOPHONE,
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.equal(step.status, 202);
      assert.match(step.body.message, /^De nombreux mots de passe erronés ont été essayés sur ce compte/);
      const [mail] = await mailedCodes(account);
      assert.match(mail.text, /^Bonjour,/);
      assert.match(mail.text, /Le code fonctionne une seule fois, pendant 10 minutes/);
    });

    test('codes to one account are limited: five mails in 15 minutes, then the wait', async () => {
      const [account] = await addStaff('flooded', 1);
      await guess(account, addresses(20, '192.0.6'), 1);
      for (let mail = 0; mail < 5; mail += 1) assert.equal((await signInFrom(new TestClient(ctx.app), `198.51.100.${mail + 60}`, account)).status, 202);
      const flooded = await signInFrom(new TestClient(ctx.app), '198.51.100.70', account);
      assert.equal(flooded.status, 429);
      assert.equal((await mailedCodes(account)).length, 5);
    });
  });
}
