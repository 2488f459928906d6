import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import type {
  CredentialsResponse,
  CrewsSummaryResponse,
  NotificationsSummaryResponse,
  UserCredential,
  WorkerTagsSummaryResponse,
  WorkersSummaryResponse,
} from '../../shared-api/src/types';
import { apiGet, recordApiResponses, type ApiRecorder } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, newPage, screenshot, signIn } from '../support/browser';
import { expectGreeting, greetingAt, greetingHeading, notDeployed } from '../support/portal';
import { FIRST_RELEASE_REMOTES, type PortalServer } from '../support/server';
import { signedInSuite } from '../support/suite';
import { eventually, until } from '../support/wait';

/** Spec §9. */
const EXPIRING_ROWS = 10;
const NAME_MAX = 25;
const TAGS_SHOWN = 8;

/** The spec's cut: the first 25 characters and an ellipsis. */
const cut = (name: string) => `${Array.from(name).slice(0, NAME_MAX).join('').trimEnd()}…`;

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The text of every body cell, row by row (innerText, so only what is rendered). */
const tableCells = (table: Locator): Promise<string[][]> =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim())));

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('the dashboard', () => {
  let portal: PortalServer;
  let browser: Browser;
  let page: Page;
  let received: ApiRecorder;
  const { pageErrors } = signedInSuite((signedIn) => ({ page, browser, portal } = signedIn), {
    remotes: FIRST_RELEASE_REMOTES,
    beforeSignIn: (opened) => (received = recordApiResponses(opened)),
  });

  test('greets the user by the time of day', async () => {
    await expectGreeting(page, 'Dana');

    // The thresholds (12:00 and 18:00), with the browser's clock fixed at each side of them.
    const clocked = await newPage(browser, portal.url, DESKTOP, { timezoneId: 'UTC' });
    try {
      await signIn(clocked.page, 'admin@demo.test');
      for (const [hour, minute] of [[11, 59], [12, 0], [17, 59], [18, 0], [0, 0]]) {
        await clocked.context.clock.setFixedTime(new Date(Date.UTC(2026, 2, 2, hour, minute)));
        await clocked.page.goto('/');
        await eventually(() => greetingHeading(clocked.page).innerText(), greetingAt(hour, 'Marcus'), `at ${hour}:${minute}`);
      }
    } finally {
      await clocked.context.close();
    }
  });

  test('Total Workers shows the count and the newest workers the API reports', async () => {
    const summary = await apiGet<WorkersSummaryResponse>(page, '/summaries/workers?limit=10');
    // The page's own response, for the exact relative times; the same workers as a fresh request.
    const shown = await received.latest<WorkersSummaryResponse>('/json/summaries/workers', { limit: '10' });
    assert.equal(shown.workers_count, summary.workers_count);
    assert.deepEqual(shown.workers.map((w) => w.id), summary.workers.map((w) => w.id));
    assert.equal(summary.workers.length, 10, 'the seed has more than ten active workers');

    const workers = card(page, 'Total Workers');
    await eventually(() => workers.locator('p strong').innerText(), String(summary.workers_count));
    await eventually(
      () => tableCells(workers.getByRole('table', { name: 'Recently added workers' })),
      shown.workers.map((w) => [w.full_name, w.created_at_diff_for_humans, String(w.crews_count)]),
    );
    assert.equal(await workers.getByRole('link', { name: 'View All Workers' }).getAttribute('href'), '/workers');
  });

  test('Expiring Credentials switches between the next 90 days and the expired ones', async () => {
    /** The first rows of a view as the page received them, checked against a fresh request (same credentials). */
    const firstRows = async (filter: '90_days' | 'expired') => {
      const shown = await received.latest<CredentialsResponse>('/json/credentials', { expiring: filter, page: '1' });
      const { credentials } = await apiGet<CredentialsResponse>(page, `/credentials?expiring=${filter}&page=1`);
      const ids = (rows: UserCredential[]) => rows.slice(0, EXPIRING_ROWS).map((c) => c.id);
      assert.deepEqual(ids(shown.credentials.data), ids(credentials.data));
      return shown.credentials.data.slice(0, EXPIRING_ROWS);
    };
    const credentials = card(page, 'Expiring Credentials');
    const expiringButton = credentials.getByRole('button', { name: 'Expiring (90 days)' });
    const expiredButton = credentials.getByRole('button', { name: 'Expired', exact: true });
    const badges = (table: Locator) => table.locator('td').getByText('Expired', { exact: true });

    /** What a row should read: worker, the name (cut past 25 characters), and the expiry text (+ badge). */
    const expectedRows = (rows: UserCredential[]) =>
      rows.map((c) => [
        c.worker?.full_name ?? '—',
        Array.from(c.name).length > NAME_MAX ? cut(c.name) : c.name,
        [c.expiry_diff_for_humans, c.is_expired ? 'Expired' : null, c.expires_pretty_date].filter(Boolean).join('\n'),
      ]);
    /** innerText puts the badge on its own line or beside the text depending on wrapping; compare by words. */
    const normalise = (rows: string[][]) => rows.map((row) => row.map((cell) => cell.split(/\s+/).join(' ')));

    // Expiring (the default).
    assert.equal(await expiringButton.getAttribute('aria-pressed'), 'true');
    const soon = credentials.getByRole('table', { name: 'Credentials expiring within 90 days' });
    await soon.waitFor();
    const expiring = await firstRows('90_days');
    assert.ok(expiring.length > 0, 'the seed has credentials expiring within 90 days');
    const soonRows = await tableCells(soon);
    assert.ok(soonRows.length <= EXPIRING_ROWS);
    assert.deepEqual(normalise(soonRows), normalise(expectedRows(expiring)));
    assert.equal(await badges(soon).count(), 0, 'no Expired badge among credentials still valid');

    // Expired.
    await expiredButton.click();
    assert.equal(await expiredButton.getAttribute('aria-pressed'), 'true');
    assert.equal(await expiringButton.getAttribute('aria-pressed'), 'false');
    const past = credentials.getByRole('table', { name: 'Expired credentials' });
    await past.waitFor();
    const expired = await firstRows('expired');
    assert.ok(expired.length > 0, 'the seed has expired credentials');
    const pastRows = await tableCells(past);
    assert.ok(pastRows.length <= EXPIRING_ROWS);
    assert.deepEqual(normalise(pastRows), normalise(expectedRows(expired)));
    assert.notDeepEqual(pastRows, soonRows, 'the rows change with the view');
    assert.equal(await badges(past).count(), pastRows.length, 'every expired row carries the badge');
    // Both totals under the list, and View All follows the toggle.
    const total = async (filter: '90_days' | 'expired') => (await apiGet<CredentialsResponse>(page, `/credentials?expiring=${filter}&page=1`)).credentials.total;
    const [expiringTotal, expiredTotal] = [await total('90_days'), await total('expired')];
    const grouped = new Intl.NumberFormat('en-CA');
    await eventually(
      () => credentials.locator('p', { hasText: 'expiring within 90 days' }).innerText(),
      `${grouped.format(expiringTotal)} expiring within 90 days ${grouped.format(expiredTotal)} expired`,
    );
    assert.equal(
      await credentials.getByRole('link', { name: 'View All Expired Credentials' }).getAttribute('href'),
      '/credentials?page-name=credentials&expiring=expired',
    );
    await screenshot(page, 'dashboard-expired-view');
    assert.deepEqual(await axeViolations(page), []);

    // And back.
    await expiringButton.click();
    await soon.waitFor();
    assert.deepEqual(normalise(await tableCells(soon)), normalise(expectedRows(expiring)));

    assert.equal(
      await credentials.getByRole('link', { name: 'View All Expiring Credentials' }).getAttribute('href'),
      '/credentials?page-name=credentials&expiring=90_days',
    );
  });

  test('View All Expired Credentials opens the Credentials page on the expired ones', async () => {
    await page.goto('/');
    const credentials = card(page, 'Expiring Credentials');
    await credentials.getByRole('button', { name: 'Expired', exact: true }).click();
    await credentials.getByRole('link', { name: 'View All Expired Credentials' }).click();
    await page.waitForURL((url) => url.pathname === '/credentials' && url.searchParams.get('expiring') === 'expired');
    const { credentials: expired } = await apiGet<CredentialsResponse>(page, '/credentials?expiring=expired&page=1');
    await page.getByText(expired.data[0].name, { exact: true }).first().waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.goto('/');
  });

  test('worker names open the worker, tags the workers list filtered by them (1280 and 390 px)', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const viewer = await newPage(browser, portal.url, size);
      try {
        const { page: p } = viewer;
        await signIn(p, 'owner@demo.test');
        const { workers } = await apiGet<WorkersSummaryResponse>(p, '/summaries/workers?limit=10');
        const workersCard = card(p, 'Total Workers');
        await workersCard.getByRole('link', { name: workers[0].full_name, exact: true }).click();
        await p.waitForURL((url) => url.pathname === `/workers/${workers[0].id}`);
        await p.getByRole('dialog', { name: workers[0].full_name }).waitFor();
        assert.deepEqual(await axeViolations(p), [], `the worker's panel at ${size.width} px`);

        await p.goto('/');
        const { tags } = await apiGet<WorkerTagsSummaryResponse>(p, '/summaries/worker-tags');
        const tagLink = card(p, 'Worker Tags').getByRole('link', { name: tags[0].tag.name, exact: true });
        assert.equal(await tagLink.getAttribute('title'), `Workers tagged ${tags[0].tag.name}`);
        await tagLink.click();
        await p.waitForURL((url) => url.pathname === '/workers' && url.searchParams.get('tag') === tags[0].tag.name);
        await p.getByRole('heading', { level: 1, name: 'Workers' }).waitFor();
        assert.deepEqual(await axeViolations(p), [], `the tag's workers at ${size.width} px`);

        await p.goto('/');
        const { credentials } = await apiGet<CredentialsResponse>(p, '/credentials?expiring=90_days&page=1');
        const owner = credentials.data[0].worker!;
        await card(p, 'Expiring Credentials').getByRole('link', { name: owner.full_name, exact: true }).first().click();
        await p.waitForURL((url) => url.pathname === `/workers/${owner.id}`);
        const panel = p.getByRole('dialog', { name: owner.full_name });
        await panel.waitFor();
        await screenshot(p, `dashboard-worker-link-${size.width}`, { fullPage: false });
        if (size === PHONE) {
          // On a phone the panel covers the page: the page behind is dimmed and out of reach of Tab.
          assert.equal(await panel.getAttribute('aria-modal'), 'true');
          assert.ok(await p.getByTestId('side-panel-backdrop').isVisible(), 'the dim behind the panel');
          for (let press = 0; press < 25; press += 1) await p.keyboard.press('Tab');
          assert.ok(await panel.evaluate((element) => element.contains(document.activeElement)), 'Tab stays inside the panel');
          assert.deepEqual(await axeViolations(p), []);
        } else {
          assert.equal(await panel.getAttribute('aria-modal'), 'false', 'docked beside the page on a wide screen');
        }
      } finally {
        await viewer.context.close();
      }
    }
  });

  test('a long credential name is cut at 25 characters and shown whole on hover', async () => {
    const { credentials } = await apiGet<CredentialsResponse>(page, '/credentials?expiring=90_days&page=1');
    const long = credentials.data.slice(0, EXPIRING_ROWS).find((c) => Array.from(c.name).length > NAME_MAX);
    assert.ok(long, 'the seed has a credential name over 25 characters expiring within 90 days');
    const table = card(page, 'Expiring Credentials').getByRole('table', { name: 'Credentials expiring within 90 days' });
    const shown = table.getByText(cut(long.name), { exact: true }).first();
    await shown.waitFor();
    assert.equal(await table.getByText(long.name, { exact: true }).count(), 0, 'the full name is not in the table');

    await shown.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    assert.equal(await tooltip.innerText(), long.name);
    const box = await tooltip.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= DESKTOP.width && box.y >= 0, 'the tooltip is on screen');
    await screenshot(page, 'dashboard-credential-tooltip', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await page.mouse.move(2, 2);
    await tooltip.waitFor({ state: 'detached' });
  });

  test('Total Crews lists crews with View links and a link to all crews', async () => {
    const summary = await apiGet<CrewsSummaryResponse>(page, '/summaries/crews?limit=10');
    const crews = card(page, 'Total Crews');
    await eventually(() => crews.locator('p strong').innerText(), String(summary.crews_count));
    const table = crews.getByRole('table', { name: 'Crews' });
    assert.deepEqual(
      await tableCells(table),
      summary.crews.map((crew) => [crew.name, String(crew.crew_workers_count), 'View']),
    );
    const views = table.getByRole('link', { name: /^View / });
    assert.deepEqual(
      await views.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      summary.crews.map((crew) => `/crews/${crew.id}`),
    );
    assert.equal(await crews.getByRole('link', { name: 'View All Crews' }).getAttribute('href'), '/crews');

    // A View link opens the crew (its area is not deployed in this portal yet) and Back returns.
    const first = summary.crews[0];
    await table.getByRole('link', { name: `View ${first.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/crews/${first.id}`);
    await notDeployed(page, 'Crews').waitFor();
    await page.goBack();
    await expectGreeting(page, 'Dana');
  });

  test('Worker Tags shows eight, then all with "+ N more", and eight again with "- Show Less"', async () => {
    const { tags } = await apiGet<WorkerTagsSummaryResponse>(page, '/summaries/worker-tags');
    assert.ok(tags.length > TAGS_SHOWN, 'the seed has more tags than are shown at first');
    const tagsCard = card(page, 'Worker Tags');
    const list = tagsCard.getByRole('list', { name: 'Worker tags' });
    const read = () =>
      list.locator('li').evaluateAll((items) =>
        items.map((item) => ({
          text: (item as HTMLElement).innerText.split(/\s+/).join(' '),
          color: getComputedStyle(item.firstElementChild as Element).backgroundColor,
        })),
      );
    const expected = (n: number) =>
      tags.slice(0, n).map(({ tag, tag_count }) => ({ text: `${tag.name} ${tag_count}`, color: rgb(tag.color) }));

    await eventually(read, expected(TAGS_SHOWN));
    const more = tagsCard.getByRole('button', { name: `+ ${tags.length - TAGS_SHOWN} more` });
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    await more.click();
    await eventually(read, expected(tags.length));
    const less = tagsCard.getByRole('button', { name: '- Show Less' });
    assert.equal(await less.getAttribute('aria-expanded'), 'true');
    await screenshot(page, 'dashboard-tags-all');
    assert.deepEqual(await axeViolations(page), []);
    await less.click();
    await eventually(read, expected(TAGS_SHOWN));
    await more.waitFor();
  });

  test('Recent Notifications shows messages with relative times and a link to all', async () => {
    const { notifications } = await received.latest<NotificationsSummaryResponse>('/json/summaries/notifications', { limit: '10' });
    const fresh = await apiGet<NotificationsSummaryResponse>(page, '/summaries/notifications?limit=10');
    assert.deepEqual(notifications.map((n) => n.id), fresh.notifications.map((n) => n.id));
    assert.ok(notifications.length > 0);
    const list = card(page, 'Recent Notifications').getByRole('list', { name: 'Recent notifications' });
    const read = () =>
      list.locator('li').evaluateAll((items) =>
        items.map((item) => ({
          message: (item.querySelector('p') as HTMLElement).innerText,
          time: (item.querySelector('time') as HTMLElement).innerText,
          datetime: item.querySelector('time')?.getAttribute('datetime'),
        })),
      );
    await eventually(
      read,
      notifications.map((n) => ({ message: n.message, time: n.created_at_diff_for_humans, datetime: n.created_at })),
    );
    for (const n of notifications) assert.match(n.created_at_diff_for_humans, /ago$|^just now$/i);
    assert.equal(
      await card(page, 'Recent Notifications').getByRole('link', { name: 'View All Notifications' }).getAttribute('href'),
      '/notifications',
    );
  });

  test('each card expands to the full width and retracts again', async () => {
    const grid = page.locator('main section').first().locator('xpath=..');
    const gridBox = await grid.boundingBox();
    assert.ok(gridBox);
    for (const title of ['Total Workers', 'Expiring Credentials', 'Total Crews', 'Worker Tags', 'Recent Notifications']) {
      const section = card(page, title);
      const width = async () => (await section.boundingBox())?.width ?? 0;
      const normal = await width();
      assert.ok(normal < gridBox.width * 0.6, `${title} starts in a column (${normal} of ${gridBox.width})`);

      await section.getByRole('button', { name: 'Expand card' }).click();
      const wide = await until(width, (w) => Math.abs(w - gridBox.width) < 2);
      assert.ok(Math.abs(wide - gridBox.width) < 2, `${title} expanded to ${wide}, the row is ${gridBox.width}`);
      if (title === 'Expiring Credentials') await screenshot(page, 'dashboard-card-expanded');

      await section.getByRole('button', { name: 'Retract card' }).click();
      const back = await until(width, (w) => Math.abs(w - normal) < 2);
      assert.ok(Math.abs(back - normal) < 2, `${title} retracted to ${back}, was ${normal}`);
      await section.getByRole('button', { name: 'Expand card' }).waitFor();
    }
  });

  test('looks right at 1280 and 390 pixels wide', async () => {
    await page.goto('/');
    await expectGreeting(page, 'Dana');
    await card(page, 'Recent Notifications').getByRole('list').waitFor();
    await card(page, 'Worker Tags').getByRole('list').waitFor();
    await screenshot(page, 'dashboard-1280');
    await screenshot(page, 'dashboard-1280-viewport', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    // Two cards share a row at this width; each "View All …" link sits at the foot of its card, so the
    // links of a row line up even when one card's table is shorter than the other's.
    for (const [title, link] of [
      ['Total Workers', 'View All Workers'],
      ['Expiring Credentials', 'View All Expiring Credentials'],
      ['Total Crews', 'View All Crews'],
      ['Recent Notifications', 'View All Notifications'],
    ]) {
      const section = await card(page, title).boundingBox();
      const footer = await card(page, title).getByRole('link', { name: link }).locator('..').boundingBox();
      assert.ok(section && footer);
      const gap = section.y + section.height - (footer.y + footer.height);
      assert.ok(gap >= 0 && gap <= 2, `${link} is at the bottom of ${title} (${gap}px above it)`);
    }

    const phone = await newPage(browser, portal.url, PHONE);
    try {
      await signIn(phone.page, 'owner@demo.test');
      await expectGreeting(phone.page, 'Dana');
      await card(phone.page, 'Recent Notifications').getByRole('list').waitFor();
      await card(phone.page, 'Worker Tags').getByRole('list').waitFor();
      // Nothing sticks out sideways on a phone.
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, 'the page does not scroll sideways');
      const widths = await phone.page
        .locator('main section')
        .evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().width)));
      assert.equal(widths.length, 5);
      assert.ok(widths.every((w) => w === widths[0] && w <= PHONE.width), `one column of cards: ${widths}`);
      // Every notification's time sits on its first line at the right, whatever its length ("1 day ago",
      // "2 weeks ago"), so the times form one column instead of some wrapping under their message.
      const offsets = await card(phone.page, 'Recent Notifications')
        .locator('li')
        .evaluateAll((items) =>
          items.map((item) => {
            const message = (item.querySelector('p') as HTMLElement).getBoundingClientRect();
            const time = (item.querySelector('time') as HTMLElement).getBoundingClientRect();
            return { below: Math.round(time.top - message.top), right: Math.round(time.right) };
          }),
        );
      assert.ok(offsets.length > 0);
      for (const { below, right } of offsets) {
        assert.ok(Math.abs(below) <= 4, `a time is on its message's first line: ${JSON.stringify(offsets)}`);
        assert.ok(Math.abs(right - offsets[0].right) <= 1, `the times are right-aligned: ${JSON.stringify(offsets)}`);
      }
      await screenshot(phone.page, 'dashboard-390');
      await screenshot(phone.page, 'dashboard-390-viewport', { fullPage: false });
      assert.deepEqual(await axeViolations(phone.page), []);

      // No hover on a phone: a tap writes a cut credential name out whole.
      const { credentials } = await apiGet<CredentialsResponse>(phone.page, '/credentials?expiring=90_days&page=1');
      const long = credentials.data.slice(0, EXPIRING_ROWS).find((c) => Array.from(c.name).length > NAME_MAX);
      assert.ok(long, 'a credential name over 25 characters expires within 90 days');
      const expiring = card(phone.page, 'Expiring Credentials');
      await expiring.getByRole('button', { name: cut(long.name), exact: true }).first().click();
      await expiring.getByRole('button', { name: long.name, exact: true }).first().waitFor();
      await screenshot(phone.page, 'dashboard-390-name-tapped', { fullPage: false });
    } finally {
      await phone.context.close();
    }
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
    assert.equal(pathOf(page), '/');
  });

  test('a customer without the credentials feature sees the notice and never calls the credentials list (1280 and 390 px)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const other = await newPage(browser, portal.url, viewport);
      try {
        const asked: string[] = [];
        other.page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/json/credentials')) asked.push(url.pathname + url.search);
        });
        await signIn(other.page, 'owner@northern.test');
        const credentials = card(other.page, 'Expiring Credentials');
        await credentials.getByRole('note').filter({ hasText: 'This feature is not currently available in your account.' }).waitFor();
        await card(other.page, 'Total Workers').getByRole('link', { name: 'View All Workers' }).waitFor();
        assert.deepEqual(asked, [], 'no call to the gated credentials endpoint');
        assert.deepEqual(await axeViolations(other.page), []);
        await screenshot(other.page, `dashboard-no-credentials-feature-${viewport.width}`, { fullPage: false });
      } finally {
        await other.context.close();
      }
    }
  });
});
