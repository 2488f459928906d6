import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from '../support/browser';
import { greetingHeading } from '../support/portal';
import { startPortal, type PortalServer } from '../support/server';

type Box = { x: number; y: number; width: number; height: number };

/** A page whose cards must keep their place: what it shows, and the requests that fill its cards in. */
interface StablePage {
  path: string;
  /** The cards by their headings, in page order. */
  cards: string[];
  /** The page's own heading or greeting, there before its data. */
  heading: (page: Page) => Locator;
  /** The cards' data requests, held until the loading state has been measured. */
  held: (url: URL) => boolean;
  /** How many of them the page sends at least. */
  requests: number;
  /** Resolves once the data is on the page. */
  loaded: (page: Page) => Promise<void>;
}

const PAGES: StablePage[] = [
  {
    // The Expiring Credentials card alone used to shift the page by 0.54.
    path: '/',
    cards: ['Total Workers', 'Expiring Credentials', 'Total Crews', 'Worker Tags', 'Recent Notifications'],
    heading: greetingHeading,
    held: (url) => url.pathname.startsWith('/json/summaries/') || url.pathname === '/json/credentials',
    requests: 5,
    // The credentials table and the workers' figure.
    loaded: (page) => page.getByRole('region', { name: 'Expiring Credentials', exact: true }).getByRole('table').waitFor(),
  },
  {
    // Lighthouse measured a layout shift of 0.144 here.
    path: '/settings',
    cards: ['Integration Token', 'Account Features', 'Active Subscription', 'Expiry Reminders'],
    heading: (page) => page.getByRole('heading', { level: 1, name: 'Settings' }),
    held: (url) =>
      ['/json/settings/token', '/json/settings/features', '/json/subscriptions', '/json/settings/expiry-reminders'].includes(url.pathname),
    requests: 4,
    loaded: (page) => page.getByRole('form', { name: 'Expiry Reminders' }).waitFor(),
  },
];

async function cardBoxes(page: Page, cards: string[]): Promise<Record<string, Box>> {
  const boxes: Record<string, Box> = {};
  for (const name of cards) {
    const box = await page.getByRole('region', { name, exact: true }).boundingBox();
    assert.ok(box, `the ${name} card is on the page`);
    boxes[name] = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  }
  return boxes;
}

/**
 * Issue 16: every card reserves the size its data takes while it loads, so nothing moves when the data arrives.
 */
describe('cards keep their place when their data arrives', () => {
  let portal: PortalServer;
  let browser: Browser;

  before(async () => {
    portal = await startPortal({ remotes: ['mfe-dashboard', 'mfe-settings', 'mfe-public'] });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const stable of PAGES) {
    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      test(`${stable.path} at ${label} size`, async () => {
        const { context, page } = await newPage(browser, portal.url, viewport);
        const name = stable.path === '/' ? 'dashboard' : stable.path.slice(1);
        try {
          await signIn(page, 'owner@demo.test');
          await greetingHeading(page).waitFor();
          const held: Route[] = [];
          let release = false;
          await page.route(stable.held, (route) => (release ? route.continue() : void held.push(route)));
          await page.goto(stable.path);
          await stable.heading(page).waitFor();
          await page.getByRole('status', { name: /^Loading/ }).first().waitFor();
          assert.ok(held.length >= stable.requests, `the cards' requests are held (${held.length})`);
          const loading = await cardBoxes(page, stable.cards);
          await screenshot(page, `layout-stability-${name}-loading-${label}`);

          release = true;
          for (const route of held.splice(0)) await route.continue();
          await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
          await stable.loaded(page);
          const loaded = await cardBoxes(page, stable.cards);
          await screenshot(page, `layout-stability-${name}-loaded-${label}`);
          assert.deepEqual(loaded, loading);
          assert.deepEqual(await axeViolations(page), []);
        } finally {
          await context.close();
        }
      });
    }
  }
});
