import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { StatementNames } from '../postgres';

describe('prepared statement names', () => {
  test('one text keeps one name, and different texts get different names', () => {
    const names = new StatementNames();
    const first = names.nameOf('select 1 where $1::int > 0');
    assert.ok(first);
    assert.equal(names.nameOf('select 1 where $1::int > 0'), first);
    assert.notEqual(names.nameOf('select 2 where $1::int > 0'), first);
  });

  test('past the limit new texts run unnamed while known texts keep their names', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('a');
    const b = names.nameOf('b');
    assert.equal(names.nameOf('c'), undefined);
    assert.equal(names.nameOf('a'), a);
    assert.equal(names.nameOf('b'), b);
  });
});
