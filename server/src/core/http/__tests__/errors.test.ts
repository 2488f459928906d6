import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { registerLocale } from '../../i18n';
import { RETRY_AFTER_SECONDS, registerErrorHandling } from '../errors';

/** A database error as pg and PGlite raise it: an Error carrying the SQLSTATE (or the socket's code). */
const databaseError = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

async function appThrowing(error: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  registerLocale(app);
  app.get('/fails', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

test("a value PostgreSQL refuses as data (SQLSTATE class 22) answers 422 in the reader's language, not 500", async () => {
  for (const code of ['22003', '22007', '22008', '22021', '22P02']) {
    const app = await appThrowing(databaseError(code));
    const english = await app.inject({ url: '/fails' });
    assert.equal(english.statusCode, 422, code);
    assert.match(english.json().message, /cannot be stored/);
    const french = await app.inject({ url: '/fails', headers: { 'accept-language': 'fr-CA' } });
    assert.match(french.json().message, /ne peut pas être enregistrée/);
    await app.close();
  }
});

test('while the database cannot be reached the API answers 503 with a Retry-After hint', async () => {
  for (const error of [databaseError('ECONNREFUSED'), databaseError('57P01'), databaseError('08006'), new Error('Connection terminated unexpectedly')]) {
    const app = await appThrowing(error);
    const response = await app.inject({ url: '/fails' });
    assert.equal(response.statusCode, 503, error.message);
    assert.equal(response.headers['retry-after'], String(RETRY_AFTER_SECONDS));
    assert.match(response.json().message, /Try again in a few seconds/);
    await app.close();
  }
});

test('any other failure is still a 500 without details', async () => {
  const app = await appThrowing(databaseError('42P01', 'relation "secret_table" does not exist'));
  const response = await app.inject({ url: '/fails' });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { message: 'Server Error' });
  await app.close();
});
