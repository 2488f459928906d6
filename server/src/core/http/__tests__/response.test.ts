import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { z } from 'zod';
import { messageResponse, paginatedOf, responses } from '../response';

const account = z.object({ id: z.number().int(), email: z.string(), last_seen: z.string().nullable(), note: z.string().optional() });

test('an answer carries only the fields its response schema names', async () => {
  const app = Fastify();
  app.get('/account', { schema: { response: responses({ 200: account }) } }, async () => ({
    id: 7,
    email: 'owner@demo.test',
    last_seen: null,
    password_hash: '$argon2id$secret',
    token_hash: 'abc',
  }));
  const response = await app.inject('/account');
  assert.equal(response.statusCode, 200);
  assert.deepEqual(JSON.parse(response.body), { id: 7, email: 'owner@demo.test', last_seen: null });
  assert.doesNotMatch(response.body, /argon2id|token_hash/);
});

test('nested items and pages are filtered the same way, and dates are written as ISO text', async () => {
  const app = Fastify();
  const page = z.object({ accounts: paginatedOf(account) });
  app.get('/accounts', { schema: { response: responses({ 200: page }) } }, async () => ({
    accounts: {
      data: [{ id: 1, email: 'a@demo.test', last_seen: new Date(Date.UTC(2026, 10, 25)), password_hash: 'x' }],
      current_page: 1,
      last_page: 1,
      per_page: 24,
      from: 1,
      to: 1,
      total: 1,
      next_page_url: null,
      prev_page_url: null,
    },
  }));
  const body = JSON.parse((await app.inject('/accounts')).body);
  assert.deepEqual(body.accounts.data, [{ id: 1, email: 'a@demo.test', last_seen: '2026-11-25T00:00:00.000Z' }]);
});

test('a created (201) answer is filtered by the schema given for 201', async () => {
  const app = Fastify();
  app.post('/things', { schema: { response: responses({ 201: messageResponse }) } }, async (_request, reply) => {
    reply.status(201);
    return { message: 'Created', id: 3 };
  });
  assert.deepEqual(JSON.parse((await app.inject({ method: 'POST', url: '/things' })).body), { message: 'Created' });
});
