import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  /** The shell's build: index.html and its assets. */
  shellDist: string;
  /** Cookies get the Secure flag when the portal is served over TLS (directly or behind a proxy). */
  secureCookies: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** What to seed on a first start with an empty database. */
  seed: 'demo' | 'large' | 'none';
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(repoRoot, overrides.dataDir ?? env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });
  const seed = (env.SEED ?? 'demo') as Config['seed'];
  if (!['demo', 'large', 'none'].includes(seed)) throw new Error(`SEED must be demo, large or none (got ${seed})`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: sessionSecret(dataDir, env.SESSION_SECRET),
    shellDist: resolve(repoRoot, env.SHELL_DIST ?? 'shell/dist'),
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    seed,
    ...overrides,
  };
}
