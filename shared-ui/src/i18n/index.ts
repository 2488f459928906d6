// The portal's one i18n instance and its helpers (ADR 13). Exported from shared-ui's index.
export { changeLocale, currentLocale, i18n, initI18n, registerCatalogs, UI_NAMESPACE, type Catalog } from './i18n';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, pickLocale, SUPPORTED_LOCALES, type Locale } from './locales';
export { browserLanguages, deviceLocale, LOCALE_STORAGE_KEY, rememberedLocale, rememberLocale } from './storage';
export { getT, useLocale, useT, type CatalogKey, type Translate, type TranslateOptions } from './useT';
