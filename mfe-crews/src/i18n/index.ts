import { createElement, type ComponentProps } from 'react';
import { Trans } from 'react-i18next';
import { getT, i18n, registerCatalogs, useT, type CatalogKey, type Locale } from 'shared-ui';
import en from './en-CA.json';
import fr from './fr-CA.json';

/** The crews remote's texts (ADR 13): bundled with the remote and added to the page's one i18n instance on load. */
export const NAMESPACE = 'crews';
export type CrewsCatalog = typeof en;
export type CrewsKey = CatalogKey<CrewsCatalog>;

registerCatalogs(NAMESPACE, { 'en-CA': en, 'fr-CA': fr });

export const useCrewsT = () => useT<CrewsCatalog>(NAMESPACE);

export const getCrewsT = (locale?: Locale) => getT<CrewsCatalog>(NAMESPACE, locale);

type TransProps = Omit<ComponentProps<typeof Trans>, 'i18n' | 'ns' | 'i18nKey' | 't'> & { i18nKey: CrewsKey };

/**
 * A text with markup inside (`<0>{{value}}</0>workers`), from the crews remote's catalog: react-i18next's Trans bound
 * to the portal's one instance. The component using it re-renders on a switch through its own useCrewsT.
 */
export function CrewsTrans({ i18nKey, ...props }: TransProps) {
  return createElement(Trans, { ...props, i18n, ns: NAMESPACE, i18nKey });
}
