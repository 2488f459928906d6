import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeployedRemote, FirstData, RemotesFile } from 'shared-api/contract';
import type { RemoteRegistry } from '../../core/remotes';

/**
 * What the first paint needs, carried by the page itself (issue 16): the live /remotes.json inlined as a JSON data
 * block (the shell reads it instead of fetching it first), and preload links for the shell's scripts and for the
 * entry and first chunk of the remote that serves the requested path, so the browser fetches them beside main.js
 * rather than one round trip after another.
 */

/** dist/preload.json, written by tools/webpack/preload-plugin.cjs. */
interface ShellPreload {
  scripts: { portal: string[]; public: string[] };
  publicPaths: { exact: string[]; prefixes: string[] };
}

/** A file read again only when it changes (a shell rebuild writes a new one). */
function watchedJson<T>(file: string): () => T | null {
  let cached: { ino: number; mtimeMs: number; size: number; value: T | null } | undefined;
  return () => {
    if (!existsSync(file)) return null;
    const { ino, mtimeMs, size } = statSync(file);
    if (!cached || cached.ino !== ino || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      let value: T | null;
      try {
        value = JSON.parse(readFileSync(file, 'utf8')) as T;
      } catch {
        // Half written by hand or unreadable: the shell then fetches /remotes.json itself and reports the failure.
        value = null;
      }
      cached = { ino, mtimeMs, size, value };
    }
    return cached.value;
  };
}

/** JSON safe inside <script>: no `<` (so no `</script>` or `<!--`), and no line separators older parsers choke on. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

function isWithin(pathname: string, basePath: string): boolean {
  if (basePath === '/') return pathname === '/';
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/** The remotes a /remotes.json lists, or null when it is missing or has no `remotes` object. */
const deployedIn = (file: RemotesFile | null): Record<string, DeployedRemote> | null =>
  file && typeof file.remotes === 'object' && file.remotes !== null ? file.remotes : null;

/** The deployed remote whose manifest claims the path, longest base path first (as the shell's resolveArea). */
export function remoteServing(pathname: string, remotes: Record<string, DeployedRemote>): DeployedRemote | null {
  let best: { remote: DeployedRemote; length: number } | null = null;
  for (const remote of Object.values(remotes)) {
    const { nav, routes = [] } = remote.manifest;
    const bases = [...nav.flatMap((item) => [item.to, ...(item.children ?? []).map((child) => child.to)]), ...routes];
    for (const base of bases) {
      if (isWithin(pathname, base) && (!best || base.length > best.length)) best = { remote, length: base.length };
    }
  }
  return best?.remote ?? null;
}

const PUBLIC_REMOTE = 'mfe_public';

const ENTRY = /^(\/mfe\/([^/]+)\/([^/]+)\/)remoteEntry\.js$/;
const CHUNK = /^static\/js\/[\w.-]+\.js$/;

/**
 * The scripts of a deployed remote's first chunk (what the shell loads first from it: './routes', or the public
 * application's './lifecycles'), as URLs beside its entry: the version's preload.json, written by its build
 * (tools/webpack/preload-plugin.cjs). None for a version built before builds wrote it.
 */
export function remoteFirstChunks(mfeDir: string, registry: Pick<RemoteRegistry, 'materialize'>) {
  // A deployed version's files never change: each is read once.
  const known = new Map<string, string[]>();
  return async (remote: DeployedRemote): Promise<string[]> => {
    const entry = ENTRY.exec(remote.entry);
    if (!entry) return [];
    const [, base, name, version] = entry;
    const key = `${name}/${version}`;
    const cached = known.get(key);
    if (cached) return cached;
    // On PostgreSQL a version deployed through another instance is copied here first. Not stored, or the database
    // did not answer: the page goes out with the entry alone (asked again next time).
    if (!(await registry.materialize(name, version).catch(() => false))) return [];
    const file = join(mfeDir, name, version, 'preload.json');
    let chunks: string[] = [];
    try {
      const { first } = JSON.parse(readFileSync(file, 'utf8')) as { first?: unknown };
      if (Array.isArray(first)) chunks = first.filter((path): path is string => typeof path === 'string' && CHUNK.test(path)).map((path) => base + path);
    } catch {
      // No preload.json (an older build) or an unreadable one: the entry alone is preloaded.
    }
    known.set(key, chunks);
    return chunks;
  };
}

export function firstPaint(shellDist: string, firstChunks: (remote: DeployedRemote) => Promise<string[]>) {
  const preload = watchedJson<ShellPreload>(join(shellDist, 'preload.json'));

  /** The tags to put at the end of <head> for a page at `pathname`, with the live remotes (null: none or unreadable). */
  return async (pathname: string, file: RemotesFile | null): Promise<string> => {
    const shell = preload();
    const deployed = deployedIn(file);
    const isPublic =
      shell !== null &&
      (shell.publicPaths.exact.includes(pathname) || shell.publicPaths.prefixes.some((prefix) => pathname.startsWith(prefix)));
    const scripts = shell ? [...shell.scripts[isPublic ? 'public' : 'portal']] : [];
    const remote = deployed ? (isPublic ? deployed[PUBLIC_REMOTE] ?? null : remoteServing(pathname, deployed)) : null;
    if (remote) scripts.push(remote.entry, ...(await firstChunks(remote)));
    const links = [...new Set(scripts)].map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
    // A data block, never executed, so the page's script-src 'self' policy allows it.
    const data = deployed ? `<script type="application/json" id="remotes">${jsonForScript({ remotes: deployed })}</script>` : '';
    return links.join('') + data;
  };
}

/**
 * The signed-in chrome's own first calls (the user, the customer, the user's customers, the unread count), whose SWR
 * keys are their URLs. Their answers go into the page so the first render already shows the user's name and
 * language, rather than one round trip after the scripts ran; the shell still revalidates them.
 */
export const SHELL_DATA: FirstData[] = ['/users/me', '/enterprise-customer', '/users/me/customers', '/notifications/unread-count'].map(
  (url) => ({ key: url, url }),
);

/** At most this many of a remote's calls go into one page: a manifest cannot make a page ask the API without end. */
export const MAX_REMOTE_FIRST_DATA = 12;

/** An API path with an optional query, nothing that could leave /json (no `..`, no `//`, no scheme, no fragment). */
const FIRST_DATA_URL = /^\/(?!\/)[\w\-./]*(\?[\w\-.=&%]*)?$/;
const isScalar = (value: unknown): boolean => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
/** A part of an array key: a string or number, or an object of those, booleans and arrays of scalars (a filter set). */
const isKeyPart = (part: unknown): boolean =>
  isScalar(part) ||
  (typeof part === 'object' &&
    part !== null &&
    !Array.isArray(part) &&
    Object.values(part).every((value) => isScalar(value) || typeof value === 'boolean' || (Array.isArray(value) && value.every(isScalar))));

function isFirstData(entry: unknown): entry is FirstData {
  if (typeof entry !== 'object' || entry === null) return false;
  const { key, url } = entry as Record<string, unknown>;
  if (typeof url !== 'string' || !FIRST_DATA_URL.test(url) || url.includes('..')) return false;
  if (typeof key === 'string') return key.startsWith('/');
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/') && key.every(isKeyPart);
}

/**
 * The calls a page at `pathname` carries the answers of: the chrome's own, then those the remote serving the page
 * declares for it in its manifest (`firstData`, what its page asks for on its first render). A page with a query
 * string may show another state than the one declared (a filter, another page of a list), so it carries only the
 * chrome's.
 */
export function firstDataFor(pathname: string, hasQuery: boolean, file: RemotesFile | null): FirstData[] {
  const deployed = deployedIn(file);
  const remote = deployed && !hasQuery ? remoteServing(pathname, deployed) : null;
  const declared = remote?.manifest.firstData?.[pathname];
  const own = Array.isArray(declared) ? declared.filter(isFirstData).slice(0, MAX_REMOTE_FIRST_DATA) : [];
  return [...SHELL_DATA, ...own];
}

/**
 * A data block with the answers of `entries` for a signed-in page, as [key, answer] pairs, asked of the API itself
 * (so the JSON is the routes' own, through their response schemas and the user's own scoping), or '' when signed
 * out. A call that does not answer 200 is left out: the page then fetches it as before.
 */
export async function pageData(app: FastifyInstance, request: FastifyRequest, entries: FirstData[]): Promise<string> {
  if (!request.session) return '';
  const headers: Record<string, string> = { cookie: request.headers.cookie ?? '', accept: 'application/json' };
  const language = request.headers['accept-language'];
  if (typeof language === 'string') headers['accept-language'] = language;
  const answers = await Promise.all(
    entries.map(async ({ key, url }) => {
      const response = await app.inject({ method: 'GET', url: `/json${url}`, headers });
      return response.statusCode === 200 ? [key, response.json()] : null;
    }),
  );
  const pairs = answers.filter((answer) => answer !== null);
  return pairs.length > 0 ? `<script type="application/json" id="page-data">${jsonForScript(pairs)}</script>` : '';
}
