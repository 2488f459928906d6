// Page speed as a phone sees it (issue 16): `pnpm --filter bench lighthouse` (or, from the repository's root,
// `node --import tsx bench/lighthouse.ts`). Lighthouse 12's default mobile run (simulated slow 4G, 4× CPU slowdown,
// a phone's screen) drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium; a fresh one for each run, as
// Lighthouse's CLI does, so no run inherits another's page, cookies or cache) against the portal started
// the way the e2e tests start it: every built remote (mfe-*/dist) deployed into a temporary DATA_DIR with
// scripts/deploy-remote.mjs --no-build, then server/src/main.ts with SEED=demo on embedded PGlite. A shell or
// remote without a dist is built first (`pnpm --filter ./<dir> build`); a failed build stops the bench.
//
// Pages: /login signed out; /, /workers, /credentials and, once a deployed remote serves them, /crews,
// /notifications, /settings and /jobs-feed, signed in as owner@demo.test (the session cookie from the sign-in API,
// sent as an extra header on every request). A page that no deployed remote claims in /remotes.json (the shell
// would show "not deployed yet") is skipped with a line saying so. Each page is measured three times, the pages
// taken in turn (round 1 of every page, then round 2, …) so background load spreads over all of them; each
// figure is the median of its three runs. Printed: performance score, LCP, TBT, CLS, accessibility score and the
// JavaScript on the wire for the first load (the transfer sizes Lighthouse records for scripts, headers included;
// every run starts with an empty cache), then each page's verdict against the targets: performance ≥ 95,
// CLS < 0.02, accessibility 100. Exits non-zero when a target is missed, unless BENCH_REPORT_ONLY=1. A run that
// fails (a Lighthouse error, or a signed-in page that ends on /login) stops the bench whatever BENCH_REPORT_ONLY
// says: no row without figures. BENCH_PAGES=/,/workers measures only those pages. Raw results (every run's
// figures, scripts and their Content-Encoding): bench/results/lighthouse.json (not committed); docs/performance.md
// records the runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type DevtoolsLog, type Result as LighthouseResult } from 'lighthouse';
import { ensureBuilt, remoteDirs, startPortal } from './demo-portal';
import { root, signIn } from './portal';

const RUNS = 3;
const TARGETS = { performance: 95, cls: 0.02, accessibility: 100 };
/** The first-load budget, compressed on the wire: reported beside the figures, not a target of this bench. */
const JS_BUDGET_BYTES = 230 * 1024;
const SIGNED_OUT_PAGES = ['/login'];
const SIGNED_IN_PAGES = ['/', '/workers', '/credentials', '/crews', '/notifications', '/settings', '/jobs-feed'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const REPORT_ONLY = process.env.BENCH_REPORT_ONLY === '1';
const ONLY_PAGES = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);

interface NavItem {
  to: string;
  children?: NavItem[];
}
interface RemotesFile {
  remotes: Record<string, { version: string; manifest: { nav: NavItem[]; routes?: string[] } }>;
}

/** The shell's rule (shell/src/nav.ts): "/" contains only itself, any other base path its sub-paths. */
const isWithin = (pathname: string, basePath: string) =>
  basePath === '/' ? pathname === '/' : pathname === basePath || pathname.startsWith(`${basePath}/`);

/** The deployed remote (and version) that serves a path according to the server's /remotes.json, or null. */
function deployedRemoteFor(path: string, remotes: RemotesFile['remotes']): string | null {
  let best: { remote: string; basePath: string } | null = null;
  for (const [remote, { version, manifest }] of Object.entries(remotes)) {
    const basePaths = [...manifest.nav.flatMap((nav) => [nav.to, ...(nav.children ?? []).map((child) => child.to)]), ...(manifest.routes ?? [])];
    for (const basePath of basePaths) {
      if (isWithin(path, basePath) && (!best || basePath.length > best.basePath.length)) best = { remote: `${remote} ${version}`, basePath };
    }
  }
  return best?.remote ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse.

interface Script {
  url: string;
  transferSize: number;
  resourceSize: number;
  encoding: string;
}

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** The scripts' transfer sizes (encoded body and headers), summed. */
  jsBytes: number;
  scripts: Script[];
  finalDisplayedUrl: string;
  benchmarkIndex: number;
  lighthouseVersion: string;
  runWarnings: string[];
}

/** Content-Encoding of each script response in the run's DevTools log (identity when the header is absent). */
function scriptEncodings(log: DevtoolsLog): Map<string, string> {
  const encodings = new Map<string, string>();
  for (const event of log) {
    if (event.method !== 'Network.responseReceived' || event.params.type !== 'Script') continue;
    const { url, headers } = event.params.response;
    const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    encodings.set(url, header ? String(header[1]) : 'identity');
  }
  return encodings;
}

/** The Chromiums of the runs under way, killed if the bench stops. */
const running = new Set<chromeLauncher.LaunchedChrome>();

/** One Lighthouse run in a Chromium of its own, as Lighthouse's CLI does: no page, cookie or cache left by another run. */
async function measure(url: string, cookie: string | null): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  running.add(chrome);
  try {
    return await lighthouseRun(url, chrome.port, cookie);
  } finally {
    chrome.kill();
    running.delete(chrome);
  }
}

async function lighthouseRun(url: string, port: number, cookie: string | null): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr: LighthouseResult = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave ${url} no ${category} score`);
    return Math.round(value * 100);
  };
  const metric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave ${url} no ${audit} figure (${lhr.audits[audit]?.errorMessage ?? 'no audit'})`);
    return value;
  };
  const encodings = scriptEncodings(result.artifacts.DevtoolsLog);
  const details = lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined;
  if (!details?.items) throw new Error(`Lighthouse recorded no network requests for ${url}`);
  const scripts = details.items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      url: String(item.url),
      transferSize: Number(item.transferSize ?? 0),
      resourceSize: Number(item.resourceSize ?? 0),
      encoding: encodings.get(String(item.url)) ?? 'unknown',
    }));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
    jsBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    scripts,
    finalDisplayedUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    runWarnings: lhr.runWarnings,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ---------------------------------------------------------------------------------------------------------------
// The run.

interface PageResult {
  path: string;
  signedIn: boolean;
  remote: string | null;
  runs: Run[];
  median: { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number; jsFiles: number };
  missed: string[];
}

const remotes = remoteDirs();
ensureBuilt(remotes);
const loadAtStart = loadavg();
const portal = await startPortal(remotes);
const stopChrome = () => running.forEach((chrome) => chrome.kill());
process.once('SIGINT', () => {
  stopChrome();
  void portal.stop().finally(() => process.exit(130));
});

try {
  const cookie = await signIn(portal.base, 'owner@demo.test');
  const remotesFile = (await (await fetch(`${portal.base}/remotes.json`)).json()) as RemotesFile;
  const wanted = (path: string) => ONLY_PAGES.length === 0 || ONLY_PAGES.includes(path);
  const pages: Array<{ path: string; signedIn: boolean; remote: string | null }> = SIGNED_OUT_PAGES.filter(wanted).map((path) => ({
    path,
    signedIn: false,
    remote: null,
  }));
  const skipped: string[] = [];
  for (const path of SIGNED_IN_PAGES.filter(wanted)) {
    const remote = deployedRemoteFor(path, remotesFile.remotes);
    if (remote) pages.push({ path, signedIn: true, remote });
    else skipped.push(path);
  }
  for (const path of skipped) console.log(`${path}: skipped, no deployed remote serves it (the shell shows "not deployed yet")`);
  if (pages.length === 0) throw new Error('no page to measure');

  const runs = new Map<string, Run[]>(pages.map(({ path }) => [path, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const { path, signedIn } of pages) {
      const started = Date.now();
      const run = await measure(`${portal.base}${path}`, signedIn ? cookie : null);
      const finalPath = new URL(run.finalDisplayedUrl).pathname;
      if (signedIn && finalPath.startsWith('/login')) throw new Error(`${path} ended on ${finalPath}: the session cookie was not accepted`);
      runs.get(path)!.push(run);
      console.log(
        `round ${round}/${RUNS} ${path.padEnd(15)} performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(run.tbtMs)} ms, ` +
          `CLS ${run.cls.toFixed(3)}, accessibility ${run.accessibility}, JS ${(run.jsBytes / 1024).toFixed(1)} KB (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }

  const results: PageResult[] = pages.map(({ path, signedIn, remote }) => {
    const pageRuns = runs.get(path)!;
    const of = (pick: (run: Run) => number) => median(pageRuns.map(pick));
    const m = {
      performance: of((run) => run.performance),
      accessibility: of((run) => run.accessibility),
      lcpMs: of((run) => run.lcpMs),
      tbtMs: of((run) => run.tbtMs),
      cls: of((run) => run.cls),
      jsBytes: of((run) => run.jsBytes),
      jsFiles: of((run) => run.scripts.length),
    };
    const missed = [
      ...(m.performance >= TARGETS.performance ? [] : [`performance ${m.performance} < ${TARGETS.performance}`]),
      ...(m.cls < TARGETS.cls ? [] : [`CLS ${m.cls.toFixed(3)} ≥ ${TARGETS.cls}`]),
      ...(m.accessibility >= TARGETS.accessibility ? [] : [`accessibility ${m.accessibility} < ${TARGETS.accessibility}`]),
    ];
    return { path, signedIn, remote, runs: pageRuns, median: m, missed };
  });

  const allRuns = results.flatMap((result) => result.runs);
  const encodings = [...new Set(allRuns.flatMap((run) => run.scripts.map((script) => script.encoding)))].sort();
  console.log(
    `\nLighthouse ${allRuns[0].lighthouseVersion}, default mobile run (simulated throttling), ${CHROMIUM}; median of ${RUNS} runs a page. ` +
      `Load average at the start ${loadAtStart.map((load) => load.toFixed(2)).join(' ')}, ` +
      `Lighthouse's benchmark index ${Math.round(median(allRuns.map((run) => run.benchmarkIndex)))} ` +
      `(${Math.round(Math.min(...allRuns.map((run) => run.benchmarkIndex)))}–${Math.round(Math.max(...allRuns.map((run) => run.benchmarkIndex)))}). ` +
      `Scripts' Content-Encoding: ${encodings.join(', ')}.\n`,
  );
  const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'JS on the wire', 'targets'];
  const rows = results.map(({ path, median: m, missed }) => [
    path,
    String(m.performance),
    `${(m.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    String(m.accessibility),
    `${(m.jsBytes / 1024).toFixed(1)} KB (${m.jsFiles} files)`,
    missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ').trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const path of skipped) console.log(`${path}: not measured (not deployed yet)`);
  console.log(`\nTargets: performance ≥ ${TARGETS.performance}, CLS < ${TARGETS.cls}, accessibility ${TARGETS.accessibility} (each a median of ${RUNS} runs).`);
  const overBudget = results.filter((result) => result.median.jsBytes > JS_BUDGET_BYTES).map((result) => result.path);
  console.log(
    `First-load JavaScript against the issue's ${JS_BUDGET_BYTES / 1024} KB budget (reported only): ` +
      (overBudget.length === 0 ? 'every page within it.' : `over on ${overBudget.join(', ')}.`),
  );

  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const file = join(root, 'bench', 'results', 'lighthouse.json');
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: allRuns[0].lighthouseVersion,
        chromium: CHROMIUM,
        chromiumFlags: CHROMIUM_FLAGS,
        settings: 'Lighthouse default config: mobile form factor, simulated throttling',
        runsPerPage: RUNS,
        loadAverageAtStart: loadAtStart,
        targets: TARGETS,
        jsBudgetBytes: JS_BUDGET_BYTES,
        skipped,
        pages: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Raw results: ${file}`);

  const missedPages = results.filter((result) => result.missed.length > 0);
  if (missedPages.length > 0) {
    console.log(`${missedPages.length} of ${results.length} pages miss a target${REPORT_ONLY ? ' (BENCH_REPORT_ONLY=1: exit 0)' : ''}.`);
    if (!REPORT_ONLY) process.exitCode = 1;
  } else {
    console.log(`Every page meets the targets.`);
  }
} finally {
  stopChrome();
  await portal.stop();
}
