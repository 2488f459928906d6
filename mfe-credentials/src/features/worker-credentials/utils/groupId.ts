function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

let sessionGroupId: string | null = null;

/**
 * The parse uploads of this page session share one group id (spec part 1 §7), so their jobs can be
 * followed together; it lives as long as the page.
 */
export function parseGroupId(): string {
  sessionGroupId ??= typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomHex(16);
  return sessionGroupId;
}
