import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { databaseTargets } from '../../../__tests__/support/databases';
import { startTestApp, type TestApp } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';

const isoDay = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

const validJob = () => ({
  title: 'Journeyman Pipefitter',
  description: 'Process piping on a turnaround.',
  employer_name: 'Demo Construction Ltd.',
  province: 'AB',
  city: 'Calgary',
  term: 'F',
  number_of_positions: 1,
  salary: '',
  date_posted: isoDay(0),
  display_until: isoDay(28),
  url: 'https://careers.demo.test/jobs/pipefitter',
});

interface Job {
  id: number;
  title: string;
  is_active: boolean;
}

for (const target of await databaseTargets()) {
  describe(`jobs feed on ${target.name}`, { skip: target.skip }, () => {
    let ctx: TestApp;
    let demo: TestClient;
    let northern: TestClient;
    let anonymous: TestClient;
    let demoId: number;
    let northernId: number;
    let slug: string;
    let northernJobId: number;
    let northernDomainId: number;
    let northernLocationId: number;

    const feed = (path: string, headers: Record<string, string> = {}) => anonymous.request<any>({ method: 'GET', url: path, headers }); // eslint-disable-line @typescript-eslint/no-explicit-any

    before(async () => {
      ctx = await startTestApp(target);
      demo = new TestClient(ctx.app);
      await demo.signIn('owner@demo.test');
      northern = new TestClient(ctx.app);
      await northern.signIn('owner@northern.test');
      anonymous = new TestClient(ctx.app);
      [{ id: demoId, feed_slug: slug }] = await ctx.db.query<{ id: number; feed_slug: string }>(
        `select id, feed_slug from enterprise_customers where name = 'Demo Construction Ltd.'`,
      );
      [{ id: northernId }] = await ctx.db.query<{ id: number }>(`select id from enterprise_customers where name = 'Northern Electric Inc.'`);
      // Northern's own rows, for the tenant checks (it has no jobs_feed feature: its pages answer 403).
      [{ id: northernJobId }] = await ctx.db.query<{ id: number }>(
        `insert into feed_jobs (enterprise_customer_id, title, url, description, employer_name, province, town, work_term, date_posted, display_until)
         values ($1, 'Northern lineman', 'https://northern.test/jobs/1', 'Lines.', 'Northern Electric Inc.', 'ON', 'Sudbury', 'F', current_date, current_date + 10)
         returning id`,
        [northernId],
      );
      [{ id: northernDomainId }] = await ctx.db.query<{ id: number }>(
        `insert into feed_job_approved_domains (enterprise_customer_id, domain) values ($1, 'careers.northern.test') returning id`,
        [northernId],
      );
      [{ id: northernLocationId }] = await ctx.db.query<{ id: number }>(
        `insert into feed_job_filtered_locations (enterprise_customer_id, town_id)
         select $1, t.id from towns t where t.name = 'Sudbury' returning id`,
        [northernId],
      );
    });
    after(async () => ctx?.close());

    test('without the jobs_feed feature every call answers 403', async () => {
      for (const path of ['/json/feed-jobs', '/json/feed-jobs/integrations/approved-domains', '/json/feed-jobs/integrations/filtered-locations', '/json/feed-jobs/integrations/feed']) {
        const response = await northern.get(path);
        assert.equal(response.status, 403, path);
        assert.match(response.body.message, /not currently available/);
      }
      assert.equal((await northern.post('/json/feed-jobs', validJob())).status, 403);
      assert.equal((await feed('/json/feed-jobs')).status, 401);
    });

    test('the list: the customer\'s jobs, newest first, with location and details', async () => {
      const response = await demo.get('/json/feed-jobs');
      assert.equal(response.status, 200);
      const jobs = response.body.feed_jobs.data;
      assert.ok(jobs.length >= 7);
      assert.ok(!jobs.some((job: Job) => job.id === northernJobId));
      const electrician = jobs.find((job: Job) => job.title.startsWith('Journeyman Electrician'));
      assert.equal(electrician.location, 'Fort McMurray, AB');
      assert.equal(electrician.details.work_term, 'F');
      assert.match(electrician.details.posted_at_pretty_date, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      assert.ok(jobs.some((job: Job) => !job.is_active));
    });

    test('create: every required field says "… is required"; salary is optional', async () => {
      const response = await demo.post('/json/feed-jobs', {});
      assert.equal(response.status, 422);
      assert.deepEqual(
        Object.fromEntries(Object.entries(response.body.errors).map(([field, messages]) => [field, (messages as string[])[0]])),
        {
          title: 'Title is required',
          description: 'Description is required',
          employer_name: 'Employer name is required',
          province: 'Province is required',
          city: 'City is required',
          term: 'Term is required',
          number_of_positions: 'Number of positions is required',
          date_posted: 'Date posted is required',
          display_until: 'Display until is required',
          url: 'URL is required',
        },
      );
      const blank = await demo.post('/json/feed-jobs', { ...validJob(), title: '   ' });
      assert.deepEqual(blank.body.errors, { title: ['Title is required'] });
    });

    test('create: province one of 13, term F/P/L, positions ≥ 1, dates, display until not before posted, URL', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ province: 'ZZ' }, 'province', 'The selected province is invalid.'],
        [{ province: 'WA' }, 'province', 'The selected province is invalid.'],
        [{ term: 'X' }, 'term', 'The selected term is invalid.'],
        [{ number_of_positions: 0 }, 'number_of_positions', 'The number of positions must be a whole number of at least 1.'],
        [{ number_of_positions: 'two' }, 'number_of_positions', 'The number of positions must be a whole number of at least 1.'],
        [{ date_posted: '2026-02-30' }, 'date_posted', 'The Date posted field must be a valid date (YYYY-MM-DD).'],
        [{ display_until: isoDay(-1) }, 'display_until', 'The display until must be a date after or equal to date posted.'],
        [{ url: 'javascript:alert(1)' }, 'url', 'The URL must be a valid web address starting with https:// or http://.'],
      ];
      for (const [change, field, message] of cases) {
        const response = await demo.post('/json/feed-jobs', { ...validJob(), ...change });
        assert.equal(response.status, 422, JSON.stringify(change));
        assert.deepEqual(response.body.errors, { [field]: [message] }, JSON.stringify(change));
      }
      const [{ count }] = await ctx.db.query<{ count: number }>(`select count(*)::int as count from feed_jobs where title = 'Journeyman Pipefitter'`);
      assert.equal(count, 0, 'nothing written by a refused create');
    });

    test('create, edit (URL optional), toggle and delete; lower-case codes accepted', async () => {
      const created = await demo.post('/json/feed-jobs', { ...validJob(), province: 'sk', term: 'l', number_of_positions: '3', city: 'Regina' });
      assert.equal(created.status, 200);
      assert.equal(created.body.message, 'Job created successfully!');
      const job = created.body.feed_job;
      assert.equal(job.location, 'Regina, SK');
      assert.equal(job.is_active, true);
      assert.equal(job.details.work_term, 'L');
      assert.equal(job.details.number_of_positions, 3);
      assert.equal(job.details.salary, null);

      const edited = await demo.put(`/json/feed-jobs/${job.id}`, { ...validJob(), url: '', salary: '$40/hour', title: 'Pipefitter Foreman' });
      assert.equal(edited.status, 200);
      assert.equal(edited.body.message, 'Successfully Updated Job Details!');
      assert.equal(edited.body.feed_job.url, null);
      assert.equal(edited.body.feed_job.details.salary, '$40/hour');
      const missing = await demo.put(`/json/feed-jobs/${job.id}`, { ...validJob(), title: '' });
      assert.deepEqual(missing.body.errors, { title: ['Title is required'] });

      const off = await demo.put(`/json/feed-jobs/${job.id}/active`, { is_active: false });
      assert.equal(off.status, 200);
      assert.equal(off.body.feed_job.is_active, false);
      const [{ is_active }] = await ctx.db.query<{ is_active: boolean }>('select is_active from feed_jobs where id = $1', [job.id]);
      assert.equal(is_active, false);

      const deleted = await demo.delete(`/json/feed-jobs/${job.id}`);
      assert.equal(deleted.status, 200);
      assert.equal(deleted.body.message, 'Job deleted successfully');
      assert.equal((await demo.delete(`/json/feed-jobs/${job.id}`)).status, 404);
    });

    test('French messages for the create form', async () => {
      const response = await demo.request<any>({ method: 'POST', url: '/json/feed-jobs', payload: { ...validJob(), title: '' }, headers: { 'accept-language': 'fr-CA' } }); // eslint-disable-line @typescript-eslint/no-explicit-any
      assert.equal(response.status, 422);
      assert.deepEqual(response.body.errors, { title: ['Le champ « Titre » est obligatoire.'] });
      const created = await demo.request<any>({ method: 'POST', url: '/json/feed-jobs', payload: validJob(), headers: { 'accept-language': 'fr-CA' } }); // eslint-disable-line @typescript-eslint/no-explicit-any
      assert.equal(created.body.message, 'Offre d’emploi créée avec succès!');
      await demo.delete(`/json/feed-jobs/${created.body.feed_job.id}`);
    });

    test('another customer\'s job, domain and location answer 404', async () => {
      assert.equal((await demo.put(`/json/feed-jobs/${northernJobId}`, validJob())).status, 404);
      assert.equal((await demo.put(`/json/feed-jobs/${northernJobId}/active`, { is_active: false })).status, 404);
      assert.equal((await demo.delete(`/json/feed-jobs/${northernJobId}`)).status, 404);
      assert.equal((await demo.delete(`/json/feed-jobs/integrations/approved-domains/${northernDomainId}`)).status, 404);
      assert.equal((await demo.delete(`/json/feed-jobs/integrations/filtered-locations/${northernLocationId}`)).status, 404);
      const [{ n }] = await ctx.db.query<{ n: number }>(
        `select (select count(*) from feed_jobs where id = $1 and is_active) + (select count(*) from feed_job_approved_domains where id = $2)
                + (select count(*) from feed_job_filtered_locations where id = $3) as n`,
        [northernJobId, northernDomainId, northernLocationId],
      );
      assert.equal(Number(n), 3);
    });

    test('approved domains: a host name (a pasted URL reduced to its host), no duplicates, removal', async () => {
      const listed = await demo.get('/json/feed-jobs/integrations/approved-domains');
      assert.deepEqual(listed.body.approved_domains.map((d: { domain: string }) => d.domain), ['careers.demo.test', 'jobs.tradesboard.example.com']);
      assert.ok(listed.body.approved_domains[0].created_at_diff_for_humans);
      assert.deepEqual((await demo.post('/json/feed-jobs/integrations/approved-domains', {})).body.errors, { domain: ['Domain is required'] });
      for (const bad of ['not a host', 'exa_mple.com', '-bad.example.com', 'example', 'ftp//x']) {
        const response = await demo.post('/json/feed-jobs/integrations/approved-domains', { domain: bad });
        assert.deepEqual(response.body.errors, { domain: ['The domain must be a valid host name.'] }, bad);
      }
      const added = await demo.post('/json/feed-jobs/integrations/approved-domains', { domain: 'https://Hiring.Example.COM/careers' });
      assert.equal(added.status, 200);
      assert.equal(added.body.message, 'Domain added successfully');
      const row = added.body.approved_domains.find((d: { domain: string }) => d.domain === 'hiring.example.com');
      assert.ok(row);
      const again = await demo.post('/json/feed-jobs/integrations/approved-domains', { domain: 'hiring.example.com' });
      assert.deepEqual(again.body.errors, { domain: ['The domain has already been added.'] });
      const removed = await demo.delete(`/json/feed-jobs/integrations/approved-domains/${row.id}`);
      assert.equal(removed.body.message, 'Domain removed successfully');
      assert.ok(!removed.body.approved_domains.some((d: { domain: string }) => d.domain === 'hiring.example.com'));
    });

    test('filtered locations: the province\'s towns, add a town and province pair, no duplicates, remove', async () => {
      const towns = await demo.get('/json/feed-jobs/integrations/locations-by-province?province=NS');
      assert.equal(towns.status, 200);
      assert.deepEqual(towns.body.towns.map((t: { name: string }) => t.name), ['Dartmouth', 'Halifax', 'New Glasgow', 'Sydney', 'Truro']);
      assert.deepEqual((await demo.get('/json/feed-jobs/integrations/locations-by-province?province=XX')).body.errors, {
        province: ['The selected province is invalid.'],
      });
      assert.deepEqual((await demo.post('/json/feed-jobs/integrations/filtered-locations', {})).body.errors, {
        town: ['Town is required'],
        province: ['Province is required'],
      });
      assert.deepEqual((await demo.post('/json/feed-jobs/integrations/filtered-locations', { town: 'Halifax', province: 'AB' })).body.errors, {
        town: ['The selected town is invalid.'],
      });
      const added = await demo.post('/json/feed-jobs/integrations/filtered-locations', { town: 'halifax', province: 'NS' });
      assert.equal(added.status, 200);
      assert.equal(added.body.message, 'Location added successfully');
      assert.deepEqual({ town: added.body.filtered_location.town, province: added.body.filtered_location.province }, { town: 'Halifax', province: 'NS' });
      assert.deepEqual((await demo.post('/json/feed-jobs/integrations/filtered-locations', { town: 'Halifax', province: 'NS' })).body.errors, {
        town: ['This location has already been added.'],
      });
      const listed = (await demo.get('/json/feed-jobs/integrations/filtered-locations')).body.filtered_locations;
      assert.ok(listed.some((l: { town: string }) => l.town === 'Halifax'));
      assert.ok(!listed.some((l: { town: string }) => l.town === 'Sudbury'));
      const removed = await demo.delete(`/json/feed-jobs/integrations/filtered-locations/${added.body.filtered_location.id}`);
      assert.equal(removed.body.message, 'Location removed successfully');
    });

    test('the integration tab gets the feed URLs', async () => {
      const response = await demo.get('/json/feed-jobs/integrations/feed');
      assert.equal(response.status, 200);
      assert.equal(response.body.feed_slug, slug);
      assert.match(slug, /^demo-construction-ltd-\d+$/);
      assert.equal(response.body.json_url, `http://localhost:8080/feeds/${slug}/jobs.json`);
      assert.equal(response.body.has_integration_token, false);
    });

    test('public feed: active jobs still displayed, in the filtered towns only; an inactive job leaves it at once', async () => {
      const response = await feed(`/feeds/${slug}/jobs.json`);
      assert.equal(response.status, 200);
      assert.equal(response.headers['access-control-allow-origin'], undefined);
      assert.equal(response.body.employer.name, 'Demo Construction Ltd.');
      const titles = response.body.jobs.map((job: { title: string }) => job.title).sort();
      // Filtered on Fort McMurray, Calgary and Saskatoon: Edmonton and Hamilton stay out, the closed and the
      // switched-off Millwright too.
      assert.deepEqual(titles, [
        'Apprentice Pipefitter (2nd–3rd Year)',
        'Journeyman Electrician – Industrial',
        'Welder – B-Pressure & Structural <TIG/MIG>',
      ]);
      const electrician = response.body.jobs.find((job: { title: string }) => job.title.startsWith('Journeyman Electrician'));
      assert.equal(electrician.work_term_label, 'Full-Time');
      assert.equal(electrician.province_name, 'Alberta');

      const [{ id }] = await ctx.db.query<{ id: number }>(`select id from feed_jobs where title = 'Journeyman Electrician – Industrial'`);
      await demo.put(`/json/feed-jobs/${id}/active`, { is_active: false });
      const after = (await feed(`/feeds/${slug}/jobs.json`)).body.jobs.map((job: { id: number }) => job.id);
      assert.ok(!after.includes(id));
      await demo.put(`/json/feed-jobs/${id}/active`, { is_active: true });
      assert.ok((await feed(`/feeds/${slug}/jobs.json`)).body.jobs.some((job: { id: number }) => job.id === id));

      // With no filtered location, every town is published.
      const saved = await ctx.db.query<{ town_id: number }>('select town_id from feed_job_filtered_locations where enterprise_customer_id = $1', [demoId]);
      await ctx.db.query('delete from feed_job_filtered_locations where enterprise_customer_id = $1', [demoId]);
      const all = (await feed(`/feeds/${slug}/jobs.json`)).body.jobs.map((job: { town: string }) => job.town);
      assert.ok(all.includes('Edmonton') && all.includes('Hamilton'));
      for (const { town_id } of saved) {
        await ctx.db.query('insert into feed_job_filtered_locations (enterprise_customer_id, town_id) values ($1, $2)', [demoId, town_id]);
      }
    });

    test('public feed CORS: an approved origin is allowed, another refused with no allow-origin header', async () => {
      for (const origin of ['https://careers.demo.test', 'http://careers.demo.test']) {
        const allowed = await feed(`/feeds/${slug}/jobs.json`, { origin });
        assert.equal(allowed.status, 200);
        assert.equal(allowed.headers['access-control-allow-origin'], origin);
        assert.match(String(allowed.headers.vary), /Origin/);
      }
      for (const origin of ['https://evil.example.com', 'https://careers.demo.test.evil.example.com', 'null']) {
        const refused = await feed(`/feeds/${slug}/jobs.json`, { origin });
        assert.equal(refused.status, 403, origin);
        assert.equal(refused.headers['access-control-allow-origin'], undefined);
        assert.ok(!JSON.stringify(refused.body).includes('Electrician'));
      }
      const preflight = await anonymous.request({ method: 'OPTIONS', url: `/feeds/${slug}/jobs.json`, headers: { origin: 'https://careers.demo.test', 'access-control-request-method': 'GET' } });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], 'https://careers.demo.test');
      const refusedPreflight = await anonymous.request({ method: 'OPTIONS', url: `/feeds/${slug}/jobs.json`, headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' } });
      assert.equal(refusedPreflight.status, 403);
      assert.equal(refusedPreflight.headers['access-control-allow-origin'], undefined);
    });

    test('public feed: the customer\'s integration token opens it from any origin; a wrong one does not', async () => {
      // Generated in Settings as an owner does it; the full value is shown only in this answer.
      const generated = await demo.post('/json/settings/token');
      assert.equal(generated.status, 201);
      const token: string = generated.body.token.token;
      assert.equal((await demo.get('/json/feed-jobs/integrations/feed')).body.has_integration_token, true);
      const origin = 'https://anywhere.example.org';
      const byHeader = await feed(`/feeds/${slug}/jobs.json`, { origin, authorization: `Bearer ${token}` });
      assert.equal(byHeader.status, 200);
      assert.equal(byHeader.headers['access-control-allow-origin'], origin);
      const byQuery = await feed(`/feeds/${slug}/jobs.rss?token=${token}`, { origin });
      assert.equal(byQuery.status, 200);
      const wrong = await feed(`/feeds/${slug}/jobs.json`, { origin, authorization: `Bearer ${randomBytes(32).toString('base64url')}` });
      assert.equal(wrong.status, 403);
      assert.equal(wrong.headers['access-control-allow-origin'], undefined);
      // Northern's token is Northern's: it does not open Demo's feed.
      const northernToken: string = (await northern.post('/json/settings/token/regenerate')).body.token.token;
      assert.equal((await feed(`/feeds/${slug}/jobs.json`, { origin, authorization: `Bearer ${northernToken}` })).status, 403);
      // A regenerated token replaces the old one for the feed too.
      const renewed: string = (await demo.post('/json/settings/token/regenerate')).body.token.token;
      assert.equal((await feed(`/feeds/${slug}/jobs.json`, { origin, authorization: `Bearer ${token}` })).status, 403);
      assert.equal((await feed(`/feeds/${slug}/jobs.json`, { origin, authorization: `Bearer ${renewed}` })).status, 200);
      const preflight = await anonymous.request({
        method: 'OPTIONS',
        url: `/feeds/${slug}/jobs.json`,
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-headers'], 'Authorization');
    });

    test('public feed RSS: well-formed RSS 2.0 with every text escaped', async () => {
      const response = await feed(`/feeds/${slug}/jobs.rss`);
      assert.equal(response.status, 200);
      assert.match(String(response.headers['content-type']), /^application\/rss\+xml/);
      const xml = String(response.body);
      assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0">/);
      assert.ok(xml.includes('<title>Welder – B-Pressure &amp; Structural &lt;TIG/MIG&gt;</title>'));
      assert.ok(xml.includes('<link>https://careers.demo.test/jobs/welder-b-pressure?source=feed&amp;ref=portal</link>'));
      assert.ok(xml.includes('Bring your &quot;B&quot; ticket'));
      assert.ok(!xml.includes('<TIG/MIG>'));
      assert.ok(!xml.includes('Millwright'), 'the switched-off job is not published');
      // Every tag opened is closed, in order: a plain stack check of the document's elements.
      const stack: string[] = [];
      for (const [, closing, name, selfClosing] of xml.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
        if (selfClosing) continue;
        if (closing) assert.equal(stack.pop(), name);
        else stack.push(name);
      }
      assert.deepEqual(stack, []);
      assert.equal((xml.match(/<item>/g) ?? []).length, 3);
      assert.ok(!/&(?!(amp|lt|gt|quot|apos);)/.test(xml), 'no bare ampersand');
    });

    test('public feed: an unknown slug, or a customer without the feature, answers 404', async () => {
      assert.equal((await feed('/feeds/no-such-customer-1/jobs.json')).status, 404);
      const [{ feed_slug }] = await ctx.db.query<{ feed_slug: string }>('select feed_slug from enterprise_customers where id = $1', [northernId]);
      assert.equal((await feed(`/feeds/${feed_slug}/jobs.json`)).status, 404);
    });
  });
}
