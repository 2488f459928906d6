// `node --import tsx server/src/__tests__/support/database-templates.ts make|drop DIR`: what `npm test` runs around the
// API step, so its test files copy one migrated and one seeded database instead of making their own.
import { dropDatabaseTemplates, makeDatabaseTemplates } from './databases';

const [command, dir] = process.argv.slice(2);
if (!dir || (command !== 'make' && command !== 'drop')) {
  console.error('usage: database-templates.ts make|drop DIR');
  process.exit(2);
}
await (command === 'make' ? makeDatabaseTemplates(dir) : dropDatabaseTemplates(dir));
