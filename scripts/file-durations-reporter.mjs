// A node:test reporter that writes one line per test file, "<milliseconds>\t<file>": the time its top-level tests
// took together. `npm test` lists the slowest files of a step from it.
export default async function* fileDurations(source) {
  const totals = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      totals.set(event.data.file, (totals.get(event.data.file) ?? 0) + (event.data.details?.duration_ms ?? 0));
    }
  }
  for (const [file, ms] of totals) yield `${Math.round(ms)}\t${file}\n`;
}
