// The portal's API and, in the same process, a bare Fastify route: the baseline every number is read against.
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDb } from '../server/src/core/db';

const config = loadConfig(process.env, { logLevel: 'silent' });
const db = await openDb(config);
const app = await buildApp({ db, config, logger: false });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
process.send?.('ready');
