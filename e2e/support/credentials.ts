import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { UserCredentialTypesResponse, WorkerUserCredential, WorkerUserCredentialResponse } from '../../shared-api/src/credentials-types';
import { apiGet, apiPostForm, apiSend } from './api';
import { repoRoot } from './server';

/** The Credentials page's tab bar and the open tab's panel (named after the tab). */
export const credentialsTab = (page: Page, label: string) =>
  page.getByRole('tablist', { name: 'Credentials sections' }).getByRole('tab', { name: label, exact: true });
export const credentialsPanel = (page: Page, label: string) => page.getByRole('tabpanel', { name: label, exact: true });

/** The Credentials tab's table (wide screens). */
export const credentialsTable = (page: Page) => page.getByRole('table', { name: 'Credentials', exact: true });

/** Each body row of a table as its cells' texts. */
export const tableRows = (table: Locator): Promise<string[][]> =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell as HTMLElement).innerText.trim())));

/** Waits until no list on the page is reloading. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('status', { name: 'Updating' }).waitFor({ state: 'detached' });
}

// pdf-lib and sharp are the server's dependencies: the generated documents are what the server reads in its own tests.
const serverRequire = createRequire(join(repoRoot, 'server', 'package.json'));
const { PDFDocument, StandardFonts } = serverRequire('pdf-lib') as typeof import('../../server/node_modules/pdf-lib');
const sharp = serverRequire('sharp') as (typeof import('../../server/node_modules/sharp'))['default'];

/** A one-page PDF with a text layer: one line of text per entry. */
export async function certificatePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 700 - i * 32, size: 16, font }));
  return Buffer.from(await pdf.save());
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A photo of a certificate: dark text on white, with no text layer, so only OCR can read it. */
export function certificatePng(lines: string[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${140 + lines.length * 80}">
    <rect width="100%" height="100%" fill="#fff"/>
    ${lines.map((line, i) => `<text x="70" y="${110 + i * 80}" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#111">${escapeXml(line)}</text>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface CredentialHolder {
  workerId: number;
  fullName: string;
  credential: WorkerUserCredential;
}

/**
 * A new worker (with an e-mail address when given) holding one credential of the first type, issued 2023-02-01
 * and expiring 2026-02-01, arranged through the API; with `pdf`, its document too, sent as the Add Credential
 * form sends it (multipart).
 */
export async function workerWithCredential(
  page: Page,
  { first, last, email, credential, pdf }: { first: string; last: string; email?: string | null; credential: string; pdf?: { name: string; buffer: Buffer } },
): Promise<CredentialHolder> {
  const { worker } = await apiSend<{ worker: { id: number } }>(page, 'POST', '/workers', { first_name: first, last_name: last, ...(email ? { email } : {}) });
  const [type] = (await apiGet<UserCredentialTypesResponse>(page, '/tradeslink/user-credential-types')).user_credential_types;
  const fields = { name: credential, issued: '2023-02-01', expiry: '2026-02-01' };
  const path = `/workers/${worker.id}/credentials`;
  let created: WorkerUserCredentialResponse;
  if (pdf) {
    const response = await apiPostForm(page, path, { ...fields, user_credential_type_id: String(type.id), file: { ...pdf, mimeType: 'application/pdf' } });
    assert.equal(response.status(), 201, await response.text());
    created = (await response.json()) as WorkerUserCredentialResponse;
  } else {
    created = await apiSend<WorkerUserCredentialResponse>(page, 'POST', path, { ...fields, user_credential_type_id: type.id });
  }
  return { workerId: worker.id, fullName: `${first} ${last}`, credential: created.user_credential };
}
