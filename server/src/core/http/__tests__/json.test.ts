import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageJsonText, parseJsonText, type JsonText } from '../json';
import { paginated } from '../pagination';

interface Item {
  id: number;
  name: string;
}

const itemText = (item: Item) => JSON.stringify(item) as JsonText<Item>;
const url = { path: '/json/items', query: { search: 'a "quoted" <b>' } };

test('a page of JSON texts reads back as the same page serialized whole', () => {
  const items: Item[] = [
    { id: 1, name: 'Zoë "Z" O\'Neil' },
    { id: 2, name: '</script>\u2028line' },
  ];
  const text = pageJsonText('items', paginated(items.map(itemText), 30, 2, 2, url));
  assert.deepEqual(JSON.parse(text), { items: paginated(items, 30, 2, 2, url) });
});

test('an empty page is valid JSON with no items', () => {
  const text = pageJsonText('items', paginated<JsonText<Item>>([], 0, 1, 24, url));
  assert.deepEqual(JSON.parse(text), { items: paginated([], 0, 1, 24, url) });
});

test('a JSON text parses to the value it holds', () => {
  assert.deepEqual(parseJsonText(itemText({ id: 3, name: 'x' })), { id: 3, name: 'x' });
});
