// A route change as a signed-in user makes it (issue 16): `pnpm --filter bench route-change` (or, from the
// repository's root, `node --import tsx bench/route-change.ts`). Against the demo portal of bench/demo-portal.ts
// (every built remote deployed, demo seed, embedded database), on Debian's Chromium at 1280 px:
//   - dashboard → Credentials by the sidebar link while mfe_credentials has not been loaded yet (a fresh browser
//     context each time, so its remoteEntry.js and chunks come over the network), and
//   - the same change once mfe_credentials is loaded (there and back first),
// each timed in the page from the click to the frame after the Credentials heading appears (the area's data may
// still be loading: the route change is what is measured), RUNS times, median and worst printed; target: the
// not-yet-loaded change under 300 ms on localhost. Also the dashboard's first-load JavaScript on the wire
// (bench/javascript.ts). A benchmark, not a test: it prints and exits 0 unless a run fails.
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { ensureBuilt, remoteDirs, startPortal } from './demo-portal';
import { JS_BUDGET_BYTES, javascriptBytes } from './javascript';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 300;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * In the page, as source text: tsx names the functions it compiles with a helper the page does not have. Clicks the
 * sidebar link and resolves with the ms until the frame after the page's heading shows.
 */
const TIMED_NAVIGATION = `async ({ href, heading }) => {
  const link = document.querySelector('nav[aria-label="Main"] a[href="' + href + '"]');
  if (!link) throw new Error('no sidebar link to ' + href);
  const shown = () => Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent.trim() === heading);
  const start = performance.now();
  link.click();
  await new Promise((done) => {
    if (shown()) return done();
    const observer = new MutationObserver(() => {
      if (shown()) {
        observer.disconnect();
        done();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await new Promise((done) => requestAnimationFrame(done));
  return performance.now() - start;
}`;

function timedNavigation(page: Page, href: string, heading: string): Promise<number> {
  return page.evaluate(`(${TIMED_NAVIGATION})(${JSON.stringify({ href, heading })})`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const remotes = remoteDirs();
ensureBuilt(remotes);
const portal = await startPortal(remotes);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
try {
  const loadBefore = load();
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: portal.base, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/^e-?mail/i).fill('owner@demo.test');
    await page.getByLabel(/^password/i).fill('Password123!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Dana$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate<boolean>(`performance.getEntriesByType('resource').some((entry) => entry.name.includes('/mfe/mfe_credentials/'))`);
    if (loaded) throw new Error('mfe_credentials was loaded before the route change: the cold case would not be cold');
    cold.push(await timedNavigation(page, '/credentials', 'Credentials'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Dana$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    warm.push(await timedNavigation(page, '/credentials', 'Credentials'));
    await context.close();
  }
  const js = await javascriptBytes(portal.base, 'owner@demo.test');
  const row = (label: string, values: number[], target?: number) =>
    `${label.padEnd(52)} median ${median(values).toFixed(0).padStart(4)} ms, worst ${Math.max(...values).toFixed(0).padStart(4)} ms` +
    (target ? `  (target < ${target} ms: ${median(values) < target ? 'met' : 'NOT met'})` : '');
  console.log(`\nRoute change dashboard → /credentials, ${RUNS} runs each, 1280 px, localhost`);
  console.log(row('mfe_credentials not loaded yet', cold, TARGET_MS));
  console.log(row('mfe_credentials already loaded', warm));
  const encodings = Object.entries(js.encodings).map(([encoding, files]) => `${files} ${encoding}`).join(', ');
  console.log(
    `\nJavaScript for / : ${js.files} files (${encodings}), ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.wire / 1024).toFixed(1)} KB on the wire (budget ≤ 230 KB: ${js.wire <= JS_BUDGET_BYTES ? 'met' : 'NOT met'})`,
  );
  console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
} finally {
  await browser.close();
  await portal.stop();
}
