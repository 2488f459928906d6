import { createElement, type ComponentProps } from 'react';
import { Trans } from 'react-i18next';
import { getT, i18n, registerCatalogs, useT, type CatalogKey, type Locale, type TranslateOptions } from 'shared-ui';
import en from './en-CA.json';
import fr from './fr-CA.json';

/** The public pages' texts (ADR 13): bundled with the remote and added to the page's one i18n instance on load. */
export const NAMESPACE = 'public';
export type PublicCatalog = typeof en;
export type PublicKey = CatalogKey<PublicCatalog>;

registerCatalogs(NAMESPACE, { 'en-CA': en, 'fr-CA': fr });

export const usePublicT = () => useT<PublicCatalog>(NAMESPACE);

export const getPublicT = (locale?: Locale) => getT<PublicCatalog>(NAMESPACE, locale);

type TransProps = Omit<ComponentProps<typeof Trans>, 'i18n' | 'ns' | 'i18nKey' | 't'> & { i18nKey: PublicKey };

/**
 * A sentence with markup inside (`Shared by <0>{{customer}}</0>`), from the public catalog: react-i18next's Trans
 * bound to the portal's one instance. The component using it re-renders on a switch through its own usePublicT.
 */
export function PublicTrans({ i18nKey, ...props }: TransProps) {
  return createElement(Trans, { ...props, i18n, ns: NAMESPACE, i18nKey });
}

/**
 * A message kept in state: the server's own words (already in the request's language), or a text of this catalog
 * written when it is rendered, in the language of that render, so a switch of language reaches it too.
 */
export type Message = string | ((locale: Locale) => string);

/** A catalog text as a Message: `setFailure(message('fulfil.sendFailed'))`. */
export const message =
  (key: PublicKey, options?: TranslateOptions): Message =>
  (locale) =>
    getPublicT(locale)(key, options);

/** Renders a Message in the current language. */
export function useMessageText(): (message: Message) => string {
  const { locale } = usePublicT();
  return (value) => (typeof value === 'string' ? value : value(locale));
}
