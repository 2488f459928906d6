import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './browser';
import { startPortal, type PortalServer } from './server';

/** What a signed-in suite's tests work with. */
export interface SignedIn {
  portal: PortalServer;
  browser: Browser;
  context: BrowserContext;
  /** At 1280 px, signed in. */
  page: Page;
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
 * The set-up most browser tests share, as before and after hooks of the describe block it is called in: a portal
 * of its own (the real server on the demo seed), Debian's Chromium and one page at 1280 px, signed in, whose
 * uncaught errors are collected in `pageErrors`. `ready` gets them once signed in; take what the tests use:
 *
 *     let page: Page;
 *     const { pageErrors } = signedInSuite((signedIn) => ({ page } = signedIn));
 *
 * A `before` the file adds after the call runs once the page is signed in. The browser and the portal are stopped
 * after the block, also when only one of them started.
 */
export function signedInSuite(ready: (signedIn: SignedIn) => void, options: SignedInSuiteOptions = {}): { pageErrors: string[] } {
  const pageErrors: string[] = [];
  let portal: PortalServer | undefined;
  let browser: Browser | undefined;

  before(async () => {
    const started = await Promise.allSettled([
      startPortal({ remotes: options.remotes }).then((server) => (portal = server)),
      launchBrowser().then((launched) => (browser = launched)),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (!portal || !browser) throw new Error('the portal or the browser did not start');
    const { context, page } = await newPage(browser, portal.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    options.beforeSignIn?.(page);
    await signIn(page, options.email ?? 'owner@demo.test');
    ready({ portal, browser, context, page });
  });

  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  return { pageErrors };
}
