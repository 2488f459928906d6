import { createElement, type ComponentProps } from 'react';
import { Trans } from 'react-i18next';
import { getT, i18n, registerCatalogs, useT, type CatalogKey, type Locale } from 'shared-ui';
import en from './en-CA.json';
import fr from './fr-CA.json';

/** The settings remote's texts (ADR 13): bundled with the remote and added to the page's one i18n instance on load. */
export const NAMESPACE = 'settings';
export type SettingsCatalog = typeof en;
export type SettingsKey = CatalogKey<SettingsCatalog>;

registerCatalogs(NAMESPACE, { 'en-CA': en, 'fr-CA': fr });

export const useSettingsT = () => useT<SettingsCatalog>(NAMESPACE);

export const getSettingsT = (locale?: Locale) => getT<SettingsCatalog>(NAMESPACE, locale);

type TransProps = Omit<ComponentProps<typeof Trans>, 'i18n' | 'ns' | 'i18nKey' | 't'> & { i18nKey: SettingsKey };

/**
 * A text with markup inside (`<0>{{value}}</0>workers`), from the settings remote's catalog: react-i18next's Trans bound
 * to the portal's one instance. The component using it re-renders on a switch through its own useSettingsT.
 */
export function SettingsTrans({ i18nKey, ...props }: TransProps) {
  return createElement(Trans, { ...props, i18n, ns: NAMESPACE, i18nKey });
}
