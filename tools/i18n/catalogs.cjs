// The workspace's i18n catalogs (ADR 13): every `i18n/<locale>.json` under a package's src — shared-ui, shared-api,
// the shell, each mfe-*, and the server's core and areas — found, read and checked for completeness.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const LOCALES = ['en-CA', 'fr-CA'];
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', '.tools', '.build-stamps', 'storybook-static', 'artifacts', 'results', '__fixtures__']);
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every folder named i18n under a `src` folder below `dir` that holds a catalog of any locale. */
function catalogFolders(dir = ROOT, insideSrc = false) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const inSrc = insideSrc || entry.name === 'src';
    if (inSrc && entry.name === 'i18n' && LOCALES.some((locale) => fs.existsSync(path.join(full, `${locale}.json`)))) {
      found.push(full);
    }
    found.push(...catalogFolders(full, inSrc));
  }
  return found.sort();
}

/** A catalog as dotted key ('pagination.next') → its text; a non-string leaf is kept for the check that it is one. */
function flatten(catalog, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(catalog)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, dotted, into);
    else into.set(dotted, value);
  }
  return into;
}

/** The {{variables}} a text interpolates. */
function variables(text) {
  return [...String(text).matchAll(/\{\{\s*-?\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]);
}

/** Per key, plural forms folded into one ('rows_one', 'rows_other' → 'rows'): the forms present and the variables used. */
function fold(flat) {
  const folded = new Map();
  for (const [key, text] of flat) {
    const plural = PLURAL.exec(key);
    const base = plural ? key.slice(0, -plural[0].length) : key;
    const entry = folded.get(base) ?? { forms: [], variables: new Set() };
    if (plural) entry.forms.push(plural[1]);
    for (const name of variables(text)) entry.variables.add(name);
    folded.set(base, entry);
  }
  return folded;
}

/**
 * What is wrong with the catalogs of one i18n folder, one line a problem: a locale's file missing or not JSON, a key in
 * one language and not the other (plural forms folded: languages differ in them), different {{variables}} for a key,
 * an empty or non-text value, a plural key without every form its language needs (fr-CA: _one, _many, _other).
 */
function problemsIn(folder) {
  const problems = [];
  const catalogs = {};
  for (const locale of LOCALES) {
    const file = path.join(folder, `${locale}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${locale}.json is missing`);
      continue;
    }
    try {
      catalogs[locale] = flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      problems.push(`${locale}.json is not JSON: ${error.message}`);
    }
  }
  for (const [locale, flat] of Object.entries(catalogs)) {
    for (const [key, text] of flat) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale} ${key}: not a text`);
    }
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [base, { forms }] of fold(flat)) {
      if (forms.length === 0) continue;
      for (const form of needed) if (!forms.includes(form)) problems.push(`${locale} ${base}: no _${form} form`);
    }
  }
  const [first, second] = LOCALES;
  if (catalogs[first] && catalogs[second]) {
    const a = fold(catalogs[first]);
    const b = fold(catalogs[second]);
    for (const key of a.keys()) if (!b.has(key)) problems.push(`${key}: in ${first}, not in ${second}`);
    for (const key of b.keys()) if (!a.has(key)) problems.push(`${key}: in ${second}, not in ${first}`);
    for (const [key, { variables: names }] of a) {
      const other = b.get(key)?.variables;
      if (!other) continue;
      const spell = (set) => [...set].sort().map((name) => `{{${name}}}`).join(' ') || 'none';
      if (spell(names) !== spell(other)) problems.push(`${key}: ${first} uses ${spell(names)}, ${second} ${spell(other)}`);
    }
  }
  return problems.sort();
}

module.exports = { ROOT, LOCALES, catalogFolders, problemsIn };
