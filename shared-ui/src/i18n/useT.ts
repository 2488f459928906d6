import type { TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n, UI_NAMESPACE } from './i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** 'workers_one' and 'workers_other' are both read as t('workers', { count }). */
type KeyOf<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a catalog as `t` takes it: 'pagination.next', 'upload.rows' (for rows_one / rows_other). */
export type CatalogKey<C> = {
  [K in keyof C & string]: C[K] extends string ? KeyOf<K> : `${K}.${CatalogKey<C[K]>}`;
}[keyof C & string];

/** Interpolated values (`{{name}}` ← `{ name }`), `count` for plurals, `context` for gendered variants. */
export type TranslateOptions = TOptions;

/** A `t` that knows the keys of the catalog it reads (any string while the catalog type is not given). */
export type Translate<C = unknown> = (key: unknown extends C ? string : CatalogKey<C>, options?: TranslateOptions) => string;

/**
 * The texts of one namespace in the current language, re-rendering when it changes:
 * `const { t } = useT<typeof en>('shell'); t('login.title')`. A thin wrapper over react-i18next's useTranslation
 * bound to the portal's one instance; the catalog type (the en-CA JSON) makes a mistyped key a compile error.
 */
export function useT<C = unknown>(namespace: string): { t: Translate<C>; locale: Locale } {
  const { t, i18n: instance } = useTranslation(namespace, { i18n });
  const language = instance.resolvedLanguage ?? instance.language;
  return { t: t as unknown as Translate<C>, locale: isLocale(language) ? language : DEFAULT_LOCALE };
}

/** The current language; components using it re-render when it changes. */
export function useLocale(): Locale {
  return useT(UI_NAMESPACE).locale;
}

/**
 * A namespace's `t` outside React (a class component's fallback, a hook's callback, an error built in an event
 * handler): reads the language at the time of each call. Components use `useT` instead, so they re-render.
 */
export function getT<C = unknown>(namespace: string, locale?: Locale): Translate<C> {
  return i18n.getFixedT(locale ?? null, namespace) as unknown as Translate<C>;
}
