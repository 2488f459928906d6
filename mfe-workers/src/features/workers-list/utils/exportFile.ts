const pad = (value: number) => String(value).padStart(2, '0');

const stamp = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}_${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;

/** exported_workers_2026-11-22_10-15-30.csv, in the user's local time. */
export const exportFileName = (at: Date): string => `exported_workers_${stamp(at)}.csv`;

/** rejected_workers_2026-11-22_10-15-30.csv: the rows an import left out, in the user's local time. */
export const rejectedRowsFileName = (at: Date): string => `rejected_workers_${stamp(at)}.csv`;

/** Hands text to the browser as a file download. */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
