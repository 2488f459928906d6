// `npm start`: install, build what is out of date, deploy remotes that changed, then serve (migrating and
// seeding an empty database on the way). A second start with nothing changed skips straight to serving.
import { spawn } from 'node:child_process';
import { install, log, root } from './lib.mjs';
import { buildShellIfStale, buildStorybookIfStale, deployRemotesIfStale } from './build.mjs';

install();
buildShellIfStale();
await deployRemotesIfStale();
buildStorybookIfStale();

log(`starting the server on port ${process.env.PORT ?? 8080}`);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
