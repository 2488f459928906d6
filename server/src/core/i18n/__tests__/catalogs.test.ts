import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_NAMESPACE, LOCALES, type Catalog } from '..';

/**
 * The server's catalogs as files: core/i18n/<locale>.json (namespace core) and areas/<area>/i18n/<locale>.json
 * (namespace <area>). Both locales hold the same keys with the same {{placeholders}}, and every key the code
 * names literally (msg('…'), t(x, '…')) exists in both.
 */
const SRC = fileURLToPath(new URL('../../../', import.meta.url));
const PLURAL = /_(zero|one|two|few|many|other)$/;

function catalogFolders(): Array<{ namespace: string; dir: string }> {
  const areas = join(SRC, 'areas');
  return [
    { namespace: CORE_NAMESPACE, dir: join(SRC, 'core/i18n') },
    ...readdirSync(areas)
      .filter((area) => existsSync(join(areas, area, 'i18n')))
      .map((area) => ({ namespace: area, dir: join(areas, area, 'i18n') })),
  ];
}

/** Each key (plural forms folded into one) with the placeholders its texts use. */
function flatten(catalog: Catalog, prefix = '', into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') {
      flatten(value, path, into);
      continue;
    }
    const folded = path.replace(PLURAL, '');
    const placeholders = into.get(folded) ?? new Set<string>();
    for (const [, name] of value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) placeholders.add(name);
    into.set(folded, placeholders);
  }
  return into;
}

const read = (dir: string, locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalog;

const catalogs = new Map(
  catalogFolders().map(({ namespace, dir }) => [namespace, Object.fromEntries(LOCALES.map((locale) => [locale, flatten(read(dir, locale))]))]),
);

test('every namespace has a catalog for each locale with the same keys and placeholders', () => {
  assert.ok(catalogs.has('core') && catalogs.has('auth') && catalogs.has('workers'));
  for (const [namespace, byLocale] of catalogs) {
    const english = byLocale['en-CA'];
    const french = byLocale['fr-CA'];
    assert.deepEqual([...french.keys()].sort(), [...english.keys()].sort(), `${namespace}: the same keys in en-CA and fr-CA`);
    for (const [key, placeholders] of english) {
      assert.deepEqual([...(french.get(key) ?? [])].sort(), [...placeholders].sort(), `${namespace}:${key} uses the same placeholders`);
    }
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

test('every key the code names literally is in both catalogs of its namespace', () => {
  const missing: string[] = [];
  let seen = 0;
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(/\b(?:msg\(|\bt\(\s*[\w.]+\s*,)\s*'([^'$]+)'/g)) {
      seen += 1;
      const [namespace, name] = key.includes(':') ? key.split(':') : [CORE_NAMESPACE, key];
      for (const locale of LOCALES) {
        if (!catalogs.get(namespace)?.[locale].has(name)) missing.push(`${relative(SRC, file)}: ${key} (${locale})`);
      }
    }
  }
  assert.ok(seen > 20, `the scan finds the keys (${seen})`);
  assert.deepEqual(missing, []);
});
