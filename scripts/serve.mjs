// `npm run serve`: start one server instance and nothing else — no install, build, remote deploy or seed — for the
// extra instances behind a load balancer (docs/deploy.md). The shell must already be built on this machine
// (`npm start` once, or `pnpm --filter shell build`); remotes come from the database when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './lib.mjs';

if (!existsSync(join(root, process.env.SHELL_DIST ?? 'shell/dist', 'index.html'))) {
  log('warning: the shell is not built on this machine; pages answer 503 until `pnpm --filter shell build` has run');
}
log(`serving on port ${process.env.PORT ?? 8080}${process.env.DATABASE_URL ? '' : ' (embedded database: one instance only)'}`);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // An empty database is left empty: seeding is for `npm start` on a first machine.
  env: { ...process.env, SEED: process.env.SEED ?? 'none' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
