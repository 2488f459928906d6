import { formatFileSize } from '../fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [840, '840 B'],
    [1024, '1 KB'],
    [12_600, '12 KB'],
    [3.45 * 1024 * 1024, '3.5 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('formatFileSize past a thousand units', () => {
  it('does not group digits', () => {
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1500 * 1024 * 1024)).toBe('1500 MB');
  });
});
