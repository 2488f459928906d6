// User-visible text in JSX comes from the catalogs (ADR 13), never as a literal: eslint-plugin-i18next's
// no-literal-string, checking the text between tags, the attributes a person reads or hears (aria-label, title,
// label, placeholder, …Label, …Text …) and the literals and template strings inside them. Used by
// eslint.config.mjs for the folders already translated, and by the test that lints a fixture of violations.
// The rule taken by its file: the plugin's index lists its rules through `require.extensions`, which Jest's
// module system (the fixture test) does not have, so it would come out empty there.
const noLiteralString = require('eslint-plugin-i18next/lib/rules/no-literal-string');

const i18next = { meta: { name: 'eslint-plugin-i18next' }, rules: { 'no-literal-string': noLiteralString } };

/** Attributes whose value reaches the reader; any other attribute (variant, icon, name, type …) is code. */
const VISIBLE_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'alt',
  'title',
  'subtitle',
  'label',
  'placeholder',
  'description',
  'caption',
  'hint',
  'error',
  'message',
  'content',
  'heading',
  'note',
  'header',
  // Lists handed to a component whose entries carry their own labels: { value: 'small', label: 'Small' }.
  'items',
  'options',
  'columns',
  'tabs',
  '.*Label',
  '.*Title',
  '.*Description',
  '.*Text',
  '.*Message',
];

const OPTIONS = {
  mode: 'jsx-only',
  'jsx-attributes': { include: VISIBLE_ATTRIBUTES },
  // Inside JSX, an object's value is read by a person only under a visible-sounding key (label, title …), not
  // under role, value, key or the like.
  'object-properties': { include: VISIBLE_ATTRIBUTES },
  // A literal handed to a function inside JSX is a key or an argument (t('retry'), expandable('workers')), not text
  // shown as it is: no callee is checked (a pattern that matches none).
  callees: { include: ['(?!)'] },
  // `title={`${label} could not be loaded.`}` is as literal as a quoted string.
  'should-validate-template': true,
  // Punctuation, digits and symbols alone ('…', '·', '—', '%') are not words to translate. (A string: ESLint
  // copies rule options, and a RegExp does not survive the copy everywhere.)
  words: { exclude: ['[^A-Za-z\\u00C0-\\u024F]*'] },
  message:
    'User-visible text comes from the catalogs (ADR 13): add it to src/i18n/en-CA.json and fr-CA.json and render t(…)',
};

/** Test and story support: their texts are data, not the product's words. */
const NOT_PRODUCT_CODE = ['**/__tests__/**', '**/*.stories.tsx', '**/testing/**', '**/fixtures.ts*', '**/sampleNav.tsx'];

/**
 * The rule on every .tsx file under `folders` (paths relative to the config's root, e.g. 'shell/src').
 * @param {string[]} folders
 */
module.exports = function i18nLiterals(folders) {
  return [
    {
      files: folders.map((folder) => `${folder}/**/*.tsx`),
      ignores: NOT_PRODUCT_CODE,
      plugins: { i18next },
      rules: { 'i18next/no-literal-string': ['error', OPTIONS] },
    },
  ];
};
