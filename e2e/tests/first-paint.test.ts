import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signIn } from '../support/browser';
import { greetingHeading } from '../support/portal';
import type { PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';

/**
 * Issue 16: the page names the scripts its first paint needs (preload links) and carries /remotes.json, so the
 * dashboard's remote loads beside the shell instead of after a fetch of /remotes.json.
 */
describe('what the first paint needs comes with the page', () => {
  let portal: PortalServer;
  let browser: Browser;
  portalSuite({ remotes: ['mfe-dashboard', 'mfe-workers', 'mfe-credentials', 'mfe-public'], ready: (started) => ({ portal, browser } = started) });

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test(`at ${label} size the dashboard opens without fetching /remotes.json, each preloaded script fetched once`, async () => {
      const { context, page } = await newPage(browser, portal.url, viewport);
      try {
        await signIn(page, 'owner@demo.test');
        // Settled first, so that only the next page load's requests are counted.
        await greetingHeading(page).waitFor();
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
        });

        await page.goto('/');
        await greetingHeading(page).waitFor();
        const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
        const dashboardEntry = preloaded.find((path) => /^\/mfe\/mfe_dashboard\/[^/]+\/remoteEntry\.js$/.test(path));
        assert.ok(dashboardEntry, `the dashboard's remoteEntry.js is preloaded (${preloaded.join(', ')})`);
        const routesChunk = new RegExp(`^${dashboardEntry.replace('remoteEntry.js', '')}static/js/routes\\.[0-9a-f]+\\.js$`);
        assert.ok(preloaded.some((path) => routesChunk.test(path)), "the dashboard's first chunk (its routes) is preloaded beside its entry");
        assert.ok(preloaded.some((path) => /^\/static\/js\/portal\.[0-9a-f]+\.js$/.test(path)), "the shell's portal chunk is preloaded");
        assert.ok(!requested.includes('/remotes.json'), 'the inlined copy is used, not fetched');
        for (const path of preloaded) {
          assert.equal(requested.filter((url) => url === path).length, 1, `${path} is fetched once: the preload is the request the page uses`);
        }
        assert.deepEqual(warnings.filter((text) => /preload/i.test(text)), [], 'no preload left unused');
        assert.deepEqual(await axeViolations(page), []);
        await screenshot(page, `first-paint-dashboard-${label}`);
      } finally {
        await context.close();
      }
    });
  }

  test("a deep link to another area preloads that area's remote entry and first chunk, not the dashboard's", async () => {
    const { context, page } = await newPage(browser, portal.url, DESKTOP);
    try {
      await signIn(page, 'owner@demo.test');
      await page.goto('/credentials');
      const remoteScripts = await page.locator('link[rel="preload"][href^="/mfe/"]').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      // The entry, then the chunks of its first expose (the routes chunk and any chunk it was split with).
      assert.match(remoteScripts[0], /^\/mfe\/mfe_credentials\/[^/]+\/remoteEntry\.js$/);
      for (const path of remoteScripts.slice(1)) assert.match(path, /^\/mfe\/mfe_credentials\/[^/]+\/static\/js\/[\w.-]+\.js$/);
      assert.ok(
        remoteScripts.some((path) => /\/static\/js\/routes\.[0-9a-f]+\.js$/.test(path)),
        `the routes chunk is among them (${remoteScripts.join(', ')})`,
      );
      await page.getByRole('heading', { level: 1, name: 'Credentials' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
