// The load of the benchmarks (bench/run.ts, bench/workers-vs-baseline.ts): 32 connections from wrk when it is
// installed, else from autocannon, for BENCH_SECONDS (default 8, whole seconds) after 1 s of warm-up, one call at
// a time or two calls in alternating slices. A measurement that finished no request throws: no row without figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
export const CONNECTIONS = 32;

function wholeSeconds(value: string): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`BENCH_SECONDS must be a whole number of seconds, at least 1 (got "${value}")`);
  return seconds;
}

/** How long each call is measured (wrk takes whole seconds only). */
export const DURATION_S = wholeSeconds(process.env.BENCH_SECONDS ?? '8');
/** How long each call is loaded, unmeasured, before each measurement: every pooled connection prepares its statements. */
export const WARM_UP_S = 1;
/** Alternated calls are measured in slices of this many seconds, as many as make DURATION_S (rounded). */
export const SLICE_S = Math.min(2, DURATION_S);
export const SLICES = Math.max(1, Math.round(DURATION_S / SLICE_S));

export interface LoadResult {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Requests finished in the measurement. */
  requests: number;
  /** The latency distribution as evenly spaced quantiles (ms), when the load tool reports it. */
  quantiles?: number[];
  /** For a call measured in slices: the mean of the slices' p99s, beside the p99 of all their requests. */
  sliceMeanP99?: number;
}

/**
 * wrk (Debian's package) generates the load when installed: written in C, it leaves the two cores to the server
 * and the database, where autocannon (Node) takes about a fifth of them at these rates. Whichever runs, the
 * figures compared in one run are measured with the same tool.
 */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));
export const LOAD_TOOL = WRK ? 'wrk' : 'autocannon';

function wrk(name: string, url: string, cookie: string | undefined, seconds: number): LoadResult {
  // A response slower than wrk's default 2 s timeout would count as an error with no latency at all.
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', join(benchDir, 'wrk-quantiles.lua')];
  if (cookie) args.push('-H', `cookie: ${cookie}`);
  const { stdout, stderr, status } = spawnSync(WRK!, [...args, url], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`wrk ${args.join(' ')} exited with ${status}:\n${stdout}${stderr}`);
  const ms = (label: string) => {
    const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(stdout);
    if (!match) throw new Error(`wrk printed no ${label} latency:\n${stdout}`);
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  };
  const count = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const quantiles = [...stdout.matchAll(/^quantile [\d.]+ (\d+)$/gm)].map((match) => Number(match[1]) / 1000);
  return {
    name,
    p50: Math.round(ms('50%')),
    p99: Math.round(ms('99%')),
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0)),
    errors: count(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    // Requests still running when the time is up are not counted.
    requests: count(/(\d+) requests in/),
    quantiles: quantiles.length > 0 ? quantiles : undefined,
  };
}

function autocannon(name: string, url: string, cookie: string | undefined, seconds: number): LoadResult {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  if (cookie) args.push('-H', `cookie=${cookie}`);
  const { stdout, stderr, status } = spawnSync(join(benchDir, '..', 'node_modules', '.bin', 'autocannon'), [...args, url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (status !== 0) throw new Error(`autocannon ${args.join(' ')} exited with ${status}:\n${stderr}`);
  const report = JSON.parse(stdout);
  return {
    name,
    p50: report.latency.p50,
    p99: report.latency.p99,
    rps: Math.round(report.requests.average),
    errors: report.errors + report.non2xx,
    requests: report.requests.total,
  };
}

/** Fails the run when a measurement has no requests or a figure that is not a number. */
function measured(result: LoadResult, seconds: number): LoadResult {
  const figures = [result.p50, result.p99, result.rps, result.errors, result.requests];
  if (result.requests > 0 && figures.every(Number.isFinite)) return result;
  throw new Error(
    `${result.name}: no measurement (${result.requests} requests finished in ${seconds} s; p50 ${result.p50}, p99 ${result.p99}, ` +
      `${result.rps} req/s): every response took longer than the run, or the server did not answer`,
  );
}

export function load(name: string, url: string, cookie?: string, seconds = DURATION_S): LoadResult {
  const measure = WRK ? wrk : autocannon;
  measure(name, url, cookie, WARM_UP_S);
  return measured(measure(name, url, cookie, seconds), seconds);
}

/**
 * A percentile of the requests of several runs together: each run's quantiles stand for its requests in equal
 * shares. Null when a run has no quantiles (autocannon reports a few percentiles only).
 */
function pooledPercentile(runs: LoadResult[], percent: number): number | null {
  if (runs.some((run) => !run.quantiles)) return null;
  const weighted = runs
    .flatMap((run) => run.quantiles!.map((ms) => ({ ms, weight: run.requests / run.quantiles!.length })))
    .sort((x, y) => x.ms - y.ms);
  const target = (percent / 100) * weighted.reduce((sum, sample) => sum + sample.weight, 0);
  let seen = 0;
  for (const sample of weighted) {
    seen += sample.weight;
    if (seen >= target) return sample.ms;
  }
  return weighted.at(-1)?.ms ?? null;
}

export interface Target {
  name: string;
  url: string;
  cookie: string;
}

/**
 * Two calls measured in alternating slices (a, b, a, b, …), so both see the same background load (other jobs on
 * a shared machine come and go within seconds). Each call's percentiles are those of all its slices' requests
 * together (with autocannon, the mean of the slices' percentiles); its rate is the mean of the slices'.
 */
export function loadAlternating(a: Target, b: Target): [LoadResult, LoadResult] {
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (let i = 0; i < SLICES; i += 1) {
    runs[0].push(load(a.name, a.url, a.cookie, SLICE_S));
    runs[1].push(load(b.name, b.url, b.cookie, SLICE_S));
  }
  const mean = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
  const percentile = (parts: LoadResult[], percent: 50 | 99) =>
    Math.round(pooledPercentile(parts, percent) ?? mean(parts.map((r) => (percent === 50 ? r.p50 : r.p99))));
  const combine = (name: string, parts: LoadResult[]): LoadResult => ({
    name,
    p50: percentile(parts, 50),
    p99: percentile(parts, 99),
    rps: mean(parts.map((r) => r.rps)),
    errors: parts.reduce((sum, r) => sum + r.errors, 0),
    requests: parts.reduce((sum, r) => sum + r.requests, 0),
    sliceMeanP99: mean(parts.map((r) => r.p99)),
  });
  return [combine(a.name, runs[0]), combine(b.name, runs[1])];
}
