import { downloadTextFile, exportFileName, rejectedRowsFileName } from '../exportFile';

// jsdom's Blob has no text(); FileReader reads it the same way.
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('exportFileName', () => {
  it('is exported_workers_ with the local date and time, then .csv', () => {
    expect(exportFileName(new Date(2026, 10, 22, 10, 15, 30))).toBe('exported_workers_2026-11-22_10-15-30.csv');
    expect(exportFileName(new Date(2026, 0, 5, 7, 3, 9))).toBe('exported_workers_2026-01-05_07-03-09.csv');
  });
  it('names the rows an import left out rejected_workers_ with the same stamp', () => {
    expect(rejectedRowsFileName(new Date(2026, 0, 5, 7, 3, 9))).toBe('rejected_workers_2026-01-05_07-03-09.csv');
  });
});

describe('downloadTextFile', () => {
  it('clicks a download link for a CSV blob and frees it afterwards', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadTextFile('first_name\nAda\n', 'exported_workers_2026-11-22_10-15-30.csv');

    expect(clicked).toEqual([{ href: 'blob:export', download: 'exported_workers_2026-11-22_10-15-30.csv' }]);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(await readBlob(blobs[0])).toBe('first_name\nAda\n');
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
    click.mockRestore();
  });
});
