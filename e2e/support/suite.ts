import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, signIn } from './browser';
import { startPortal, type PortalServer } from './server';

/** The portal and the browser a suite's tests share. */
export interface Started {
  portal: PortalServer;
  browser: Browser;
}

/** What a signed-in suite's tests work with. */
export interface SignedIn extends Started {
  context: BrowserContext;
  /** At 1280 px, signed in. */
  page: Page;
}

export interface OpenOptions {
  /** DESKTOP (1280 px) by default. */
  viewport?: typeof DESKTOP;
  /** Signs the page in as this user; signed out without it. */
  email?: string;
  /** The browser context's options (locale, permissions...). */
  context?: BrowserContextOptions;
  /** Called with the page before it signs in, to watch it from its first request. */
  beforeSignIn?: (page: Page) => void;
}

export interface PortalSuite {
  /** The uncaught errors of every page `open` gave, in order. */
  pageErrors: string[];
  /** A page in a browser context of its own, its uncaught errors collected; close its context when done with it. */
  open(options?: OpenOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Runs `run` with a page `open` gives (another user, a visitor, another screen) and closes its context after, also when `run` fails. */
  withPage<T>(options: OpenOptions, run: (opened: { context: BrowserContext; page: Page }) => Promise<T>): Promise<T>;
}

/**
 * The set-up every browser test shares, as before and after hooks of the describe block it is called in: a portal
 * of its own (the real server on the demo seed, with `remotes` deployed, every area by default) and Debian's
 * Chromium, stopped after the block (also when only one of them started); with `clock` (an ISO date-time) the
 * server, its seed and every page's clock start at that moment. `ready` gets them once started, for
 * the tests that use them beyond `open`:
 *
 *     let browser: Browser;
 *     const suite = portalSuite({ ready: (started) => ({ browser } = started) });
 */
export function portalSuite({ remotes, clock, ready }: { remotes?: string[]; clock?: string; ready?: (started: Started) => void } = {}): PortalSuite {
  const pageErrors: string[] = [];
  let portal: PortalServer | undefined;
  let browser: Browser | undefined;
  /** When the portal's clock began at `clock`, on this process's clock. */
  let startedAt = Date.now();

  before(async () => {
    startedAt = Date.now();
    const started = await Promise.allSettled([
      startPortal({ remotes, clock }).then((server) => (portal = server)),
      launchBrowser().then((launched) => (browser = launched)),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (!portal || !browser) throw new Error('the portal or the browser did not start');
    ready?.({ portal, browser });
  });

  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /**
   * Each user signs in through the page once per file; later pages of the same user start with that session's
   * cookies and storage and open the dashboard, as the sign-in would have. A page watched from its first request
   * (beforeSignIn) signs in itself, and so does one whose session has ended since (a test signed out).
   */
  const sessions = new Map<string, BrowserContextOptions['storageState']>();

  async function open({ viewport = DESKTOP, email, context: contextOptions, beforeSignIn }: OpenOptions = {}) {
    if (!portal || !browser) throw new Error('open() is for tests and hooks that run once the suite has started');
    const session = email && !beforeSignIn && !contextOptions?.storageState ? sessions.get(email) : undefined;
    // A portal started at another moment: its pages' clocks move with it.
    const opened = await newPage(
      browser,
      portal.url,
      viewport,
      session ? { ...contextOptions, storageState: session } : contextOptions,
      clock && new Date(Date.parse(clock) + Date.now() - startedAt).toISOString(),
    );
    opened.page.on('pageerror', (error) => pageErrors.push(error.message));
    beforeSignIn?.(opened.page);
    if (!email) return opened;
    if (session && (await opened.context.request.get('/json/users/me')).ok()) {
      await opened.page.goto('/');
      return opened;
    }
    await signIn(opened.page, email);
    sessions.set(email, await opened.context.storageState());
    return opened;
  }

  return {
    pageErrors,
    open,
    async withPage(options, run) {
      const opened = await open(options);
      try {
        return await run(opened);
      } finally {
        await opened.context.close();
      }
    },
  };
}

export interface SignedInSuiteOptions {
  /** The remotes the portal deploys (startPortal's option); every area by default. */
  remotes?: string[];
  /** Who signs in: the demo customer's owner by default. */
  email?: string;
  /** Called with the page before it signs in, to watch it from its first request. */
  beforeSignIn?: (page: Page) => void;
}

/**
 * A portalSuite whose tests share one page at 1280 px, signed in (as the demo owner unless `email` says). `ready`
 * gets it, with the portal and the browser, once signed in; take what the tests use:
 *
 *     let page: Page;
 *     const { pageErrors } = signedInSuite((signedIn) => ({ page } = signedIn));
 *
 * A `before` the file adds after the call runs once the page is signed in.
 */
export function signedInSuite(ready: (signedIn: SignedIn) => void, { remotes, email = 'owner@demo.test', beforeSignIn }: SignedInSuiteOptions = {}): PortalSuite {
  let started: Started | undefined;
  const suite = portalSuite({ remotes, ready: (value) => (started = value) });
  before(async () => {
    const { context, page } = await suite.open({ email, beforeSignIn });
    if (started) ready({ ...started, context, page });
  });
  return suite;
}
