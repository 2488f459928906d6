import { batchOutcome, isParseableFile, shortFileName, sizeInKb } from '../parseFiles';

describe('parse file list helpers', () => {
  it('cuts names longer than 25 characters', () => {
    expect(shortFileName('working-at-heights-certificate.pdf')).toBe('working-at-heights-certif…');
    expect(shortFileName('first-aid.pdf')).toBe('first-aid.pdf');
    expect(shortFileName('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('shows sizes in kb', () => {
    expect(sizeInKb(2048)).toBe('2.0 kb');
    expect(sizeInKb(248_320)).toBe('242.5 kb');
  });

  it('accepts PDF, PNG and JPEG files only', () => {
    expect(isParseableFile(new File([''], 'a.pdf', { type: 'application/pdf' }))).toBe(true);
    expect(isParseableFile(new File([''], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isParseableFile(new File([''], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isParseableFile(new File([''], 'a.docx', { type: 'application/msword' }))).toBe(false);
  });

  it('has an outcome only once every file is read or failed, counting the failures', () => {
    expect(batchOutcome([])).toBeNull();
    expect(batchOutcome([{ status: 'done' }, { status: 'uploaded' }])).toBeNull();
    expect(batchOutcome([{ status: 'done' }, { status: 'processing' }])).toBeNull();
    expect(batchOutcome([{ status: 'failed' }, { status: 'queued' }])).toBeNull();
    expect(batchOutcome([{ status: 'done' }, { status: 'done' }])).toEqual({ total: 2, failed: 0 });
    expect(batchOutcome([{ status: 'done' }, { status: 'failed' }, { status: 'failed' }])).toEqual({ total: 3, failed: 2 });
  });
});
