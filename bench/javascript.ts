// The JavaScript a signed-in dashboard loads, as the browser receives it (issue 16's first-load budget):
// bench/run.ts (large seed) and bench/route-change.ts (demo seed) report it.
import { chromium } from 'playwright-core';

/** A first load's JavaScript on the wire, against the budget. */
export const JS_BUDGET_BYTES = 230 * 1024;

/**
 * Every script the browser fetches to show the signed-in dashboard, counted as received on the wire: the
 * Content-Length of each answer (Brotli or gzip as the server chose), or the encoded body size when none was sent.
 */
export async function javascriptBytes(base: string, email: string): Promise<{ files: number; wire: number; raw: number; encodings: Record<string, number> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel(/^e-?mail/i).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Password123!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`${base}/`);
    await page.getByText('Total Workers').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A new context with the session only: an empty HTTP cache, so nothing is revalidated (a 304 has no body).
    const signedIn = await browser.newContext({ storageState: await context.storageState() });
    const fresh = await signedIn.newPage();
    const scripts = new Map<string, { wire: number; raw: number; encoding: string }>();
    const pending: Array<Promise<void>> = [];
    fresh.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const headers = await response.allHeaders();
          const body = await response.body().catch(() => Buffer.alloc(0));
          const length = Number(headers['content-length']);
          const wire = Number.isFinite(length) && headers['content-length'] !== undefined ? length : (await response.request().sizes()).responseBodySize;
          scripts.set(response.url(), { wire, raw: body.length, encoding: headers['content-encoding'] ?? 'identity' });
        })(),
      );
    });
    await fresh.goto(`${base}/`);
    await fresh.getByText('Total Workers').first().waitFor();
    await fresh.waitForLoadState('networkidle');
    await Promise.all(pending);
    let wire = 0;
    let raw = 0;
    const encodings: Record<string, number> = {};
    for (const script of scripts.values()) {
      wire += script.wire;
      raw += script.raw;
      encodings[script.encoding] = (encodings[script.encoding] ?? 0) + 1;
    }
    return { files: scripts.size, wire, raw, encodings };
  } finally {
    await browser.close();
  }
}
