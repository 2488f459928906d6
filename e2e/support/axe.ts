import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/**
 * Runs axe-core on the page as it is now and lists every violation, whatever its impact, one line each
 * ("color-contrast (serious) on /workers: … at <span class=…>"). The browser tests assert it is empty on every page they visit.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A panel still sliding or fading in has the colours of half its opacity: judge the page once finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than a <script> tag, which the portal's CSP rightly refuses.
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  const where = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  return (violations as AxeViolation[]).map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact ?? 'no impact'}) on ${where}: ${help} at ${nodes.map(({ html }) => html.slice(0, 160)).join(' | ')}`,
  );
}
