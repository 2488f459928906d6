import assert from 'node:assert/strict';
import type { Db } from '../../core/db';
import type { TestClient } from './client';
import { multipartForm, type FormPart } from './multipart';

/** Documents as the checks see them: only the first bytes decide the type. */
export const PDF_DOCUMENT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG_DOCUMENT = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
export const TEXT_DOCUMENT = Buffer.from('just some text pretending to be a certificate');

export const FEATURE_UNAVAILABLE =
  'This feature is not currently available in your account. To add this feature please contact support.';

export async function customerIdOf(db: Db, name: string): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>('select id from enterprise_customers where name = $1', [name]);
  return id;
}

/** A new worker of the signed-in customer, so a test owns everything it changes. */
export async function createWorker(client: TestClient, fields: Record<string, string>): Promise<number> {
  const response = await client.post('/json/workers', fields);
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body.worker.id as number;
}

/** Sends fields (strings) and an optional file as multipart, as the portal's forms do. */
export function sendForm(client: TestClient, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FormPart) {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push(file);
  return client.request<any>({ method, url, ...multipartForm(parts) }); // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const documentPart = (name: string, value: Buffer, filename = 'certificate.pdf'): FormPart => ({
  name,
  value,
  filename,
  contentType: 'application/octet-stream',
});

/** The calendar date `days` from today (UTC), as the API sends dates. */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
