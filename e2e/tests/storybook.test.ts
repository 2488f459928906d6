import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { repoRoot, type PortalServer } from '../support/server';
import { portalSuite } from '../support/suite';

/** Messages the browser prints when the page's policy refuses a script, style or frame. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the rendered story only (#storybook-root): a story is a fragment, not a page with landmarks. */
async function storyViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async () => {
    type Axe = { run: (context: string) => Promise<{ violations: Array<{ id: string; nodes: Array<{ html: string }> }> }> };
    const result = await (window as unknown as { axe: Axe }).axe.run('#storybook-root');
    return result.violations.map(({ id, nodes }) => `${id} at ${nodes.map(({ html }) => html.slice(0, 120)).join(' | ')}`);
  });
  return violations;
}

/**
 * Designers open the components in the portal's published Storybook, without a toolchain: `npm start` (or the
 * storybook step of `npm test`) builds it into storybook-static/, which the server serves at /storybook/.
 */
describe('the published Storybook at /storybook/', () => {
  let portal: PortalServer;
  before(() =>
    assert.ok(
      existsSync(join(repoRoot, 'storybook-static', 'index.html')),
      'build Storybook first (npm start, or TEST_STEPS=storybook npm test)',
    ),
  );
  // Storybook needs no remote: the portal's own files are enough.
  const suite = portalSuite({ remotes: [], ready: (started) => ({ portal } = started) });

  test('its pages may frame their own preview; the portal keeps its strict policy', async () => {
    const redirect = await fetch(`${portal.url}/storybook`, { redirect: 'manual' });
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), '/storybook/');

    const storybook = await fetch(`${portal.url}/storybook/`);
    assert.equal(storybook.status, 200);
    assert.equal(storybook.headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.match(storybook.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);

    const portalPage = await fetch(`${portal.url}/login`);
    assert.equal(portalPage.headers.get('x-frame-options'), 'DENY');
    const portalPolicy = portalPage.headers.get('content-security-policy') ?? '';
    assert.match(portalPolicy, /script-src 'self';/);
    assert.match(portalPolicy, /frame-ancestors 'none'/);

    const missing = await fetch(`${portal.url}/storybook/no-such-file.js`);
    assert.equal(missing.status, 404);
  });

  test('a long-text story fits a phone without sideways scrolling', async () => {
    await suite.withPage({ viewport: PHONE }, async ({ page }) => {
      await page.goto('/storybook/iframe.html?id=crews-crewdashboardcards--long-text&viewMode=story');
      await page.getByText('Journeyperson industrial electrician', { exact: false }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `the crew dashboard's cards are ${width} px wide on a ${PHONE.width} px screen`);
    });
  });

  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`a designer finds the Button and PasswordField stories rendered (${viewportName})`, async () => {
      await suite.withPage({ viewport }, async ({ page }) => {
        const refused = refusals(page);
        await page.goto('/storybook/?path=/story/components-button--primary');
        const preview = page.frameLocator('#storybook-preview-iframe');
        await preview.getByRole('button', { name: 'Save changes' }).waitFor();

        await page.goto('/storybook/?path=/story/forms-passwordfield--default');
        await preview.getByLabel('Password', { exact: true }).waitFor();
        await preview.getByRole('button', { name: /show password/i }).click();
        assert.equal(await preview.getByLabel('Password', { exact: true }).inputValue(), 'correct horse battery');
        await screenshot(page, `storybook-passwordfield-${viewportName}`, { fullPage: false });

        // A state story: a cut text written out by a tap.
        await page.goto('/storybook/?path=/story/components-truncatedtext--long-text');
        await preview.getByRole('button', { name: /^Working at Heights/ }).click();
        await preview.getByRole('button', { expanded: true, name: /ladder safety refresher for site supervisors$/ }).waitFor();
        assert.deepEqual(refused, []);
        // Storybook's own frame is a third-party tool; the component the designer looks at must be accessible.
        const frame = page.frames().find((f) => f.url().includes('/storybook/iframe.html'));
        assert.ok(frame, 'the preview frame is loaded');
        assert.deepEqual(await storyViolations(frame), []);
      });
    });
  }
});
