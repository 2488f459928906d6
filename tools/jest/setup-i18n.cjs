// Every browser-side test renders in en-CA, the language the unit tests assert, whatever the machine's locale;
// a test that switches to fr-CA does not leak into the next one (reset before each test, once the previous
// test's components are unmounted). shared-ui's module is the one `shared-ui` resolves to in every package
// (a workspace link to the same file), so this is the instance the components use.
const path = require('node:path');
const { changeLocale, currentLocale, initI18n } = require(path.join(__dirname, '..', '..', 'shared-ui', 'src', 'i18n'));

initI18n({ locale: 'en-CA' });

beforeEach(async () => {
  if (currentLocale() !== 'en-CA') await changeLocale('en-CA');
});
