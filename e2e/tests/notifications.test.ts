import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { NotificationsResponse, UnreadCountResponse } from '../../shared-api/src/settings-types';
import { apiGet } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { navLink } from '../support/portal';
import { portalSuite } from '../support/suite';
import { eventually, until } from '../support/wait';

/** The cards of the page's list, by title and message, in order. */
const cards = (page: Page) =>
  page
    .getByRole('list', { name: /^Notifications,/ })
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => [article.querySelector('h2')?.textContent ?? '', article.querySelector('p')?.textContent ?? '']));

/** Every notification of the customer for one filter, all pages, as the API lists them. */
async function allNotifications(page: Page, type = ''): Promise<NotificationsResponse['notifications']['data']> {
  const all: NotificationsResponse['notifications']['data'] = [];
  for (let number = 1; ; number += 1) {
    const { notifications } = await apiGet<NotificationsResponse>(page, `/notifications?page=${number}&notification_type=${type}`);
    all.push(...notifications.data);
    if (!notifications.next_page_url) return all;
  }
}

describe('notifications page', () => {
  const suite = portalSuite();
  after(() => assert.deepEqual(suite.pageErrors, []));

  const open = (viewport: typeof DESKTOP, email: string) => suite.open({ viewport, email });

  test('at 1280 px: badge, paged cards with Load More, and the bulk upload link', async () => {
    const { context, page } = await open(DESKTOP, 'owner@demo.test');
    const { unread_count: unread } = await apiGet<UnreadCountResponse>(page, '/notifications/unread-count');
    assert.ok(unread > 0, 'the demo seed has unread notifications');
    await navLink(page, `Notifications (${unread} unread)`).waitFor();
    const expected = await allNotifications(page);
    assert.ok(expected.length > 20, 'more notifications than a page');

    // The dashboard's card leads here.
    await page.getByRole('link', { name: 'View All Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await eventually(() => cards(page), expected.slice(0, 20).map((card) => [card.notification_card_title.title, card.message]));
    // The first page's unread cards count as seen: the badge drops by as many; they keep their New mark for this visit.
    const firstPageUnread = expected.slice(0, 20).filter((card) => !card.is_read).length;
    assert.equal(await page.locator('article[data-unread="true"]').count(), firstPageUnread);
    const left = unread - firstPageUnread;
    await navLink(page, left > 0 ? `Notifications (${left} unread)` : 'Notifications').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'notifications-1280');

    // Load More appends the next page under the first.
    await page.getByRole('button', { name: 'Load More' }).click();
    await eventually(() => cards(page), expected.slice(0, 40).map((card) => [card.notification_card_title.title, card.message]));
    while (await page.getByRole('button', { name: 'Load More' }).isVisible()) {
      const shown = (await cards(page)).length;
      await page.getByRole('button', { name: 'Load More' }).click();
      await until(() => cards(page), (now) => now.length > shown);
    }
    assert.equal((await cards(page)).length, expected.length);

    // The bulk upload's card opens its details window, served by the credentials remote.
    const upload = page.getByRole('link', { name: /View the upload details/ });
    assert.equal(await upload.count(), 1);
    assert.equal(await upload.getAttribute('target'), '_blank');
    const [details] = await Promise.all([context.waitForEvent('page'), upload.click()]);
    await details.waitForURL((url) => url.pathname === '/credentials/credential-bulk-uploads');
    assert.ok(new URL(details.url()).searchParams.get('file_url'));
    await details.getByRole('heading', { level: 1, name: 'Bulk credential upload' }).waitFor();
    await details.getByRole('table').first().waitFor();
    assert.deepEqual(await axeViolations(details), []);
    await screenshot(details, 'notifications-bulk-upload-details-1280');
    await details.close();

    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('at 390 px: the type filter (from the URL too) lists only that type, and Mark all as read', async () => {
    const { context, page } = await open(PHONE, 'admin@demo.test');
    const { unread_count: unread } = await apiGet<UnreadCountResponse>(page, '/notifications/unread-count');
    const expected = await allNotifications(page, 'worker_added_to_crew');
    assert.ok(expected.length > 0);
    await page.goto('/notifications?notification_type=worker_added_to_crew');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const filter = page.getByRole('combobox', { name: 'Notification type' });
    assert.equal(await filter.locator('option').count(), 10);
    assert.equal(await filter.locator('option:checked').textContent(), 'Worker added to crew');
    await eventually(() => cards(page), expected.slice(0, 20).map((card) => [card.notification_card_title.title, card.message]));
    assert.equal(await page.getByRole('button', { name: 'Load More' }).isVisible(), expected.length > 20);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'notifications-filter-390');

    // Only the cards shown were seen; the others of every type stay unread until Mark all as read.
    const seen = expected.slice(0, 20).filter((card) => !card.is_read).length;
    assert.ok(unread > seen, 'the seed leaves unread notifications of other types');
    await eventually(() => apiGet<UnreadCountResponse>(page, '/notifications/unread-count').then((count) => count.unread_count), unread - seen);
    await page.getByText(`${unread - seen} unread`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('0 unread', { exact: true }).waitFor();
    assert.equal((await apiGet<UnreadCountResponse>(page, '/notifications/unread-count')).unread_count, 0);
    assert.equal(await page.locator('article[data-unread="true"]').count(), 0);

    // A fulfilled request's card links to its document.
    await filter.selectOption({ label: 'Credential request fulfilled' });
    assert.equal(new URL(page.url()).searchParams.get('notification_type'), 'credential_request_fulfilled');
    const fulfilled = await allNotifications(page, 'credential_request_fulfilled');
    await eventually(() => cards(page).then((shown) => shown.length), Math.min(fulfilled.length, 20));
    const documentLinks = page.getByRole('link', { name: /View the document/ });
    const hrefs = fulfilled.map((card) => card.metadata.fulfilment_details?.user_credential?.s3_url).filter(Boolean);
    assert.equal(await documentLinks.count(), hrefs.length);
    if (hrefs.length > 0) assert.equal(await documentLinks.first().getAttribute('href'), hrefs[0]);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
});
