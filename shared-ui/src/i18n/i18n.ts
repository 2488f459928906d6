import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from './locales';
import en from './en-CA.json';
import fr from './fr-CA.json';

/** A namespace's texts for one locale: nested objects of strings, keyed as `t('pagination.next')` reads them. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** shared-ui's own namespace: its buttons, pagination, confirmations, empty states, upload progress … */
export const UI_NAMESPACE = 'ui';

/**
 * The one i18next instance of the page. shared-ui is a federation singleton, so the shell and every remote import
 * this same module and share its language and catalogs; i18next and react-i18next are singletons too.
 * It is initialised here, synchronously (the catalogs are bundled, nothing is fetched), so a catalog can be
 * registered and a text read at any time; `initI18n` then sets the language the shell resolved.
 */
export const i18n: I18n = createInstance();

function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined' && isLocale(locale)) document.documentElement.lang = locale;
}

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  // 'fr-CA' is looked up as 'fr-CA' only, never as 'fr': each catalog is complete.
  load: 'currentOnly',
  nonExplicitSupportedLngs: false,
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  resources: { 'en-CA': { [UI_NAMESPACE]: en }, 'fr-CA': { [UI_NAMESPACE]: fr } },
  initAsync: false,
  // React escapes what it renders; escaping here too would show '&amp;' for '&'.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});
i18n.on('languageChanged', setDocumentLanguage);

/** The language texts are shown in now. */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Called once by the shell at start, before anything renders: sets the language and `<html lang>`.
 * A later call (a remote's test, Storybook) only changes the language.
 */
export function initI18n({ locale }: { locale: Locale }): I18n {
  void i18n.changeLanguage(locale);
  setDocumentLanguage(locale);
  return i18n;
}

/** Switches every mounted component to `locale` and sets `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  setDocumentLanguage(locale);
}

/**
 * Adds a namespace's catalogs for every supported locale. Each remote calls it with the JSON it bundles
 * (`src/i18n/en-CA.json`, `fr-CA.json`), so a remote deployed alone brings its texts. Calling it again with the same
 * catalogs changes nothing; with newer ones (a redeployed remote in a reloaded page) they replace the old.
 */
export function registerCatalogs(namespace: string, catalogs: Record<Locale, Catalog>): void {
  for (const locale of SUPPORTED_LOCALES) {
    i18n.addResourceBundle(locale, namespace, catalogs[locale], true, true);
  }
}
