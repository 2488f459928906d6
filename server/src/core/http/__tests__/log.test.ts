import { test } from 'node:test';
import assert from 'node:assert/strict';
import { redactTokens } from '../log';

const token = 'q3Zl0m6cT9o2Xb7yWv1uR8sP4nK5jH0gF3dE2cB1aA9';

test('token links are redacted from logged URLs, other paths are kept', () => {
  assert.equal(redactTokens(`/json/wallets/${token}`), '/json/wallets/[redacted]');
  assert.equal(redactTokens(`/json/wallets/${token}/files/12`), '/json/wallets/[redacted]/files/12');
  assert.equal(redactTokens(`/wallet?token=${token}&x=1`), '/wallet?token=[redacted]&x=1');
  assert.equal(redactTokens('/json/workers/12/notes?page=2'), '/json/workers/12/notes?page=2');
});
