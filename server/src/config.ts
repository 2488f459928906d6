import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseClock } from './core/lib/clock';
import type { S3Settings } from './core/storage/s3';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  /** The shell's build: index.html and its assets. */
  shellDist: string;
  /** The static Storybook build, published at /storybook/ (`npm start` builds it when its sources changed). */
  storybookDist: string;
  /** Cookies get the Secure flag when the portal is served over TLS (directly or behind a proxy). */
  secureCookies: boolean;
  /**
   * Strict-Transport-Security's max-age, sent with every answer when secureCookies is on (HSTS_MAX_AGE_SECONDS,
   * default 15552000: 180 days; 0 tells browsers to forget it).
   */
  hstsMaxAgeSeconds: number;
  trustProxy: boolean;
  /**
   * How long a process reuses a looked-up session (SESSION_CACHE_SECONDS). 5 s on the embedded database; none on
   * PostgreSQL, where other instances may sign the session out (docs/deploy.md).
   */
  sessionCacheMs: number;
  logLevel: string;
  /**
   * Whether this process keeps answers of the workers list, dropped when the database tells that a customer's lists
   * changed (ANSWER_CACHE and WORKERS_LIST_CACHE, on unless either is 0, false or off; ADR 0019).
   */
  workersListCache: boolean;
  /**
   * Whether this process keeps answers of the crew list and of a crew's missing credentials, dropped when the
   * database tells that a customer's crews changed (ANSWER_CACHE, on unless 0, false or off; ADR 0019).
   */
  crewAnswersCache: boolean;
  /** What to seed on a first start with an empty database. */
  seed: 'demo' | 'large' | 'none';
  /** The portal's origin as recipients reach it, for links in e-mails (no trailing slash). */
  publicUrl: string;
  /** Uploaded files go to this S3-compatible bucket when set, otherwise to DATA_DIR/files. */
  s3?: S3Settings;
  /** E-mail is delivered over SMTP when set, otherwise kept in the local outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * How long a running job may go without its worker's heartbeat before another worker takes it over
   * (JOB_LOCK_TIMEOUT_SECONDS, default 30): a crashed instance's jobs wait this long.
   */
  jobLockTimeoutMs: number;
  /** PORTAL_CLOCK: the moment the process's clock starts at instead of the real time (tests of other days; core/lib/clock). */
  clock?: Date;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

/** SESSION_SECRET from the environment, else one generated once and kept in DATA_DIR. */
function sessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A switch that is on unless set to 0, false or off. */
const switchedOn = (value: string | undefined) => !['0', 'false', 'off'].includes((value ?? '').trim().toLowerCase());

/** A setting in seconds, as milliseconds; anything but a number of seconds at least `min` stops the start. */
function secondsSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const seconds = Number(env[name] ?? fallback);
  if (!Number.isFinite(seconds) || seconds < min) throw new Error(`${name} must be a number of seconds of at least ${min} (got ${env[name]})`);
  return seconds * 1000;
}

/** PORTAL_CLOCK as a date, on the embedded database only: PostgreSQL's now() would keep the real day. */
function clockSetting(env: NodeJS.ProcessEnv): Date | undefined {
  if (!env.PORTAL_CLOCK) return undefined;
  const clock = parseClock(env.PORTAL_CLOCK);
  if (!clock) throw new Error(`PORTAL_CLOCK must be a date (2027-01-31) or an ISO date-time (got ${env.PORTAL_CLOCK})`);
  if (env.DATABASE_URL) throw new Error("PORTAL_CLOCK works on the embedded database only: PostgreSQL's now() keeps the real time (unset DATABASE_URL)");
  return clock;
}

/** A setting in whole seconds, at least 0 (a header's max-age); anything else stops the start. */
function wholeSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const seconds = secondsSetting(env, name, fallback, 0) / 1000;
  if (!Number.isInteger(seconds)) throw new Error(`${name} must be a whole number of seconds of at least 0 (got ${env[name]})`);
  return seconds;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(repoRoot, overrides.dataDir ?? env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });
  const seed = (env.SEED ?? 'demo') as Config['seed'];
  if (!['demo', 'large', 'none'].includes(seed)) throw new Error(`SEED must be demo, large or none (got ${seed})`);
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: sessionSecret(dataDir, env.SESSION_SECRET),
    shellDist: resolve(repoRoot, env.SHELL_DIST ?? 'shell/dist'),
    storybookDist: resolve(repoRoot, env.STORYBOOK_DIST ?? 'storybook-static'),
    secureCookies: env.SECURE_COOKIES === 'true',
    hstsMaxAgeSeconds: wholeSeconds(env, 'HSTS_MAX_AGE_SECONDS', 15_552_000),
    trustProxy: env.TRUST_PROXY === 'true',
    sessionCacheMs: secondsSetting(env, 'SESSION_CACHE_SECONDS', env.DATABASE_URL ? 0 : 5, 0),
    logLevel: env.LOG_LEVEL ?? 'info',
    workersListCache: switchedOn(env.ANSWER_CACHE) && switchedOn(env.WORKERS_LIST_CACHE),
    crewAnswersCache: switchedOn(env.ANSWER_CACHE),
    seed,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    s3: s3Settings(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Trades Portal <no-reply@trades-portal.local>',
    // Heartbeats come every quarter of it: under 4 s they would keep the database busy for nothing.
    jobLockTimeoutMs: secondsSetting(env, 'JOB_LOCK_TIMEOUT_SECONDS', 30, 4),
    clock: clockSetting(env),
    ...overrides,
  };
}
