import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

/** A call as a browser whose language is `language` makes it. */
const as = (client: TestClient, language: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  client.request<any>({ method, url, payload: payload as object, headers: { 'accept-language': language } }); // eslint-disable-line @typescript-eslint/no-explicit-any

const FRENCH_RELATIVE = /^(il y a \d+ \S+|dans \d+ \S+|à l’instant)$/;
const ENGLISH_RELATIVE = /^(\d+ \w+ ago|in \d+ \w+|just now)$/;

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

/** Workers in English and Canadian French: messages in the reader's language, e-mails in the worker's. */
for (const target of await databaseTargets()) {
  describe(`workers in two languages on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    /** Staff reading the portal in English (the default), and in French (their stored choice). */
    let english: TestClient;
    let french: TestClient;

    const createWorker = async (client: TestClient, fields: Record<string, unknown>) => {
      const response = await client.post('/json/workers', fields);
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body.worker;
    };
    const mailTo = async (address: string) =>
      (await ctx.db.query<OutboxRow>('select to_address, subject, text_body, html_body from mail_outbox where to_address = $1 order by id desc limit 1', [address]))[0];

    before(async () => {
      ctx = await startTestApp(target);
      english = new TestClient(ctx.app);
      await english.signIn('admin@demo.test');
      assert.equal((await english.put('/json/users/me/locale', { locale: 'en-CA' })).status, 200);
      french = new TestClient(ctx.app);
      await french.signIn('member@demo.test');
      assert.equal((await french.put('/json/users/me/locale', { locale: 'fr-CA' })).status, 200);
    });
    after(async () => ctx?.close());

    test('a user who has not chosen a language: the same 422 in English and in French by Accept-Language', async () => {
      const undecided = new TestClient(ctx.app);
      await undecided.signIn('owner@demo.test');
      const inFrench = await as(undecided, 'fr-CA,fr;q=0.9,en;q=0.8', 'POST', '/json/workers', { last_name: 'Gagnon' });
      assert.equal(inFrench.status, 422);
      assert.deepEqual(inFrench.body, { message: 'Le champ prénom est obligatoire.', errors: { first_name: ['Le champ prénom est obligatoire.'] } });
      const inEnglish = await as(undecided, 'en-US,en;q=0.9', 'POST', '/json/workers', { last_name: 'Gagnon' });
      assert.equal(inEnglish.status, 422);
      assert.deepEqual(inEnglish.body, { message: 'The first name field is required.', errors: { first_name: ['The first name field is required.'] } });
      const both = await as(undecided, 'fr', 'POST', '/json/workers', {});
      assert.deepEqual(both.body, {
        message: 'Le champ prénom est obligatoire. (et 1 autre erreur)',
        errors: { first_name: ['Le champ prénom est obligatoire.'], last_name: ['Le champ nom de famille est obligatoire.'] },
      });
    });

    test('the same 422 in English and in French by the language the user chose, whatever the browser asks', async () => {
      const body = { first_name: '  ', email: 'not-an-email', dob: '2001-02-30' };
      const inEnglish = await as(english, 'fr-CA,fr;q=0.9', 'POST', '/json/workers', body);
      assert.equal(inEnglish.status, 422);
      assert.deepEqual(inEnglish.body, {
        message: 'The first name field is required. (and 3 more errors)',
        errors: {
          first_name: ['The first name field is required.'],
          last_name: ['The last name field is required.'],
          email: ['The email field must be a valid email address.'],
          dob: ['The dob field must be a valid date (YYYY-MM-DD).'],
        },
      });
      const inFrench = await as(french, 'en-CA,en;q=0.9', 'POST', '/json/workers', body);
      assert.equal(inFrench.status, 422);
      assert.deepEqual(inFrench.body, {
        message: 'Le champ prénom est obligatoire. (et 3 autres erreurs)',
        errors: {
          first_name: ['Le champ prénom est obligatoire.'],
          last_name: ['Le champ nom de famille est obligatoire.'],
          email: ['Le champ courriel doit être une adresse courriel valide.'],
          dob: ['Le champ date de naissance doit être une date valide (AAAA-MM-JJ).'],
        },
      });
      const noFirstName = await french.post('/json/workers', { last_name: 'Gagnon' });
      assert.deepEqual(noFirstName.body, { message: 'Le champ prénom est obligatoire.', errors: { first_name: ['Le champ prénom est obligatoire.'] } });
      const others = await french.post('/json/workers', { first_name: 'x'.repeat(256), last_name: 42, dob: '2999-01-01' });
      assert.deepEqual(others.body.errors, {
        first_name: ['Le champ prénom ne doit pas dépasser 255 caractères.'],
        last_name: ['Le champ nom de famille doit être une chaîne de caractères.'],
        dob: ['Le champ date de naissance doit être une date antérieure ou égale à aujourd’hui.'],
      });
      assert.deepEqual((await english.post('/json/workers', { first_name: 'A', last_name: 'B', dob: '2999-01-01' })).body.errors, {
        dob: ['The dob field must be a date before or equal to today.'],
      });
    });

    test('success messages, list errors and relative times in the reader\'s language', async () => {
      const created = await french.post('/json/workers', { first_name: 'Annie', last_name: 'Gagnon' });
      assert.equal(created.status, 201);
      assert.equal(created.body.message, 'Travailleur créé avec succès');
      assert.match(created.body.worker.created_at_diff_for_humans, FRENCH_RELATIVE);
      const updated = await french.put(`/json/workers/${created.body.worker.id}`, { city: 'Laval' });
      assert.equal(updated.body.message, 'Travailleur mis à jour avec succès');
      assert.equal((await english.put(`/json/workers/${created.body.worker.id}`, { city: 'Montréal' })).body.message, 'Worker updated successfully');

      const frenchList = (await french.get('/json/workers?order_by=oldest&per_page=30')).body.workers.data;
      assert.ok(frenchList.length > 5);
      for (const worker of frenchList) assert.match(worker.created_at_diff_for_humans, FRENCH_RELATIVE);
      assert.ok(frenchList.some((worker: { created_at_diff_for_humans: string }) => worker.created_at_diff_for_humans.startsWith('il y a ')));
      for (const worker of (await english.get('/json/workers?order_by=oldest&per_page=30')).body.workers.data) {
        assert.match(worker.created_at_diff_for_humans, ENGLISH_RELATIVE);
      }
      const panel = (await french.get(`/json/workers/${frenchList[0].id}`)).body.worker;
      assert.equal(panel.created_at_diff_for_humans, frenchList[0].created_at_diff_for_humans);

      assert.deepEqual((await french.get('/json/workers?order_by=salary')).body, {
        message: 'Le tri doit être l’une des valeurs suivantes : name, newest, oldest.',
        errors: { order_by: ['Le tri doit être l’une des valeurs suivantes : name, newest, oldest.'] },
      });
      assert.deepEqual((await english.get('/json/workers?order_by=salary&active=maybe')).body, {
        message: 'The active filter must be true, false or empty. (and 1 more error)',
        errors: { active: ['The active filter must be true, false or empty.'], order_by: ['The order by must be one of: name, newest, oldest.'] },
      });
      assert.deepEqual((await french.get('/json/workers?per_page=500')).body.errors, { per_page: ['Le nombre par page ne peut pas dépasser 100.'] });
    });

    test('preferred_language: en-CA unless set, en-CA or fr-CA only, never emptied', async () => {
      const plain = await createWorker(english, { first_name: 'Owen', last_name: 'Bradley' });
      assert.equal(plain.preferred_language, 'en-CA');
      const blank = await createWorker(english, { first_name: 'Ida', last_name: 'Moreau', preferred_language: '' });
      assert.equal(blank.preferred_language, 'en-CA', 'blank on create means the default');
      const quebec = await createWorker(english, { first_name: 'Mathieu', last_name: 'Côté', preferred_language: 'fr-CA' });
      assert.equal(quebec.preferred_language, 'fr-CA');
      assert.equal((await english.get(`/json/workers/${quebec.id}`)).body.worker.preferred_language, 'fr-CA');

      for (const value of ['fr', 'FR-CA', 'de-DE', 3]) {
        const refused = await english.post('/json/workers', { first_name: 'X', last_name: 'Y', preferred_language: value });
        assert.equal(refused.status, 422, String(value));
        assert.deepEqual(refused.body.errors, { preferred_language: ['The preferred language field must be en-CA or fr-CA.'] });
      }
      const inFrench = await french.put(`/json/workers/${quebec.id}`, { preferred_language: 'es' });
      assert.deepEqual(inFrench.body.errors, { preferred_language: ['Le champ langue préférée doit être en-CA ou fr-CA.'] });
      for (const value of ['', null]) {
        assert.equal((await english.put(`/json/workers/${quebec.id}`, { preferred_language: value })).status, 422, `${value} never empties it`);
      }
      const switched = await english.put(`/json/workers/${quebec.id}`, { preferred_language: 'en-CA' });
      assert.equal(switched.body.worker.preferred_language, 'en-CA');
      const [{ preferred_language }] = await ctx.db.query<{ preferred_language: string }>(
        'select preferred_language from enterprise_customer_workers where id = $1',
        [quebec.id],
      );
      assert.equal(preferred_language, 'en-CA');
    });

    test('the import reads a Preferred Language column (codes or names) and answers row errors in the reader\'s language', async () => {
      const csv = [
        'First Name,Last Name,Email,Langue',
        'Chloé,Roy,chloe.roy@example.com,Français',
        'Ben,Clark,ben.clark@example.com,en',
        'Léa,Pelletier,lea.pelletier@example.com,fr-ca',
        'No,Language,no.language@example.com,',
        ',Bad,bad.row@example.com,Klingon',
      ].join('\n');
      const preview = await french.post('/json/imports/workers/preview', { csv });
      assert.equal(preview.status, 200);
      assert.deepEqual(
        preview.body.rows.map((row: { values: { preferred_language: string } }) => row.values.preferred_language),
        ['fr-CA', 'en-CA', 'fr-CA', '', 'Klingon'],
      );
      assert.deepEqual(preview.body.rows[4].errors, {
        first_name: ['Le champ prénom est obligatoire.'],
        preferred_language: ['Le champ langue préférée doit être en-CA ou fr-CA.'],
      });
      const refused = await english.post('/json/imports/workers', { csv });
      assert.equal(refused.status, 422);
      assert.deepEqual(refused.body.errors, {
        rows: ['Line 6: The first name field is required. The preferred language field must be en-CA or fr-CA.'],
      });

      const imported = await english.post('/json/imports/workers', { csv: csv.split('\n').slice(0, 5).join('\n') });
      assert.equal(imported.status, 200, JSON.stringify(imported.body));
      const stored = await ctx.db.query<{ email: string; preferred_language: string }>(
        `select email, preferred_language from enterprise_customer_workers
          where email in ('chloe.roy@example.com', 'ben.clark@example.com', 'lea.pelletier@example.com', 'no.language@example.com') order by email`,
      );
      assert.deepEqual(stored, [
        { email: 'ben.clark@example.com', preferred_language: 'en-CA' },
        { email: 'chloe.roy@example.com', preferred_language: 'fr-CA' },
        { email: 'lea.pelletier@example.com', preferred_language: 'fr-CA' },
        { email: 'no.language@example.com', preferred_language: 'en-CA' },
      ]);
    });

    test('a worker with preferred_language=fr-CA has the wallet e-mail sent in French, whoever shares it', async () => {
      const worker = await createWorker(english, { first_name: 'Geneviève', last_name: 'Lavoie', preferred_language: 'fr-CA' });
      const shared = await english.post(`/json/workers/${worker.id}/wallets`, { email: 'sst@chantier-quebec.example.com' });
      assert.equal(shared.status, 200);
      assert.equal(shared.body.message, 'Successfully gave access to workers wallet', "the answer is in the staff member's language");
      const token = shared.body.wallet_token;
      assert.match(token.created_at_diff, ENGLISH_RELATIVE);
      assert.match((await french.get(`/json/workers/${worker.id}/wallets`)).body.wallet_tokens[0].created_at_diff, FRENCH_RELATIVE);

      const mail = await mailTo('sst@chantier-quebec.example.com');
      assert.equal(mail.subject, 'Geneviève Lavoie a partagé son portefeuille d’attestations avec vous');
      const link = `http://localhost:8080/wallet?token=${token.token}`;
      assert.equal(
        mail.text_body,
        [
          'Bonjour,',
          'Demo Construction Ltd. vous a donné accès au portefeuille d’attestations de Geneviève Lavoie : ses cartes, permis et certificats, avec leurs dates d’expiration.',
          `Ouvrir le portefeuille : ${link}`,
          'Le lien reste valide jusqu’à ce que Demo Construction Ltd. retire votre accès.',
        ].join('\n\n'),
      );
      assert.ok(mail.html_body.includes('<html lang="fr-CA">'));
      assert.ok(mail.html_body.includes('>Ouvrir le portefeuille</a>'));
      assert.ok(mail.html_body.includes(`Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur : ${link}`));
      assert.ok(!/credential wallet|Open the wallet|Hello/.test(mail.text_body + mail.html_body), 'no English left');

      const anglophone = await createWorker(french, { first_name: 'Dana', last_name: 'Whitfield' });
      await french.post(`/json/workers/${anglophone.id}/wallets`, { email: 'hse@alberta-site.example.com' });
      const englishMail = await mailTo('hse@alberta-site.example.com');
      assert.equal(englishMail.subject, 'Dana Whitfield shared their credential wallet with you');
      assert.ok(englishMail.text_body.startsWith('Hello,\n\nDemo Construction Ltd. has given you access to the credential wallet of Dana Whitfield'));
      assert.ok(englishMail.html_body.includes('<html lang="en-CA">'));
      assert.ok(englishMail.html_body.includes('If the button does not work, copy this address into your browser: '));
    });
  });
}
