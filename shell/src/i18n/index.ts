import { getT, registerCatalogs, useT, type Locale } from 'shared-ui';
import en from './en-CA.json';
import fr from './fr-CA.json';

/** The shell's own texts: login page, sidebar labels of the areas, messages of the mount points, public fallbacks. */
export const SHELL_NAMESPACE = 'shell';
export type ShellCatalog = typeof en;

registerCatalogs(SHELL_NAMESPACE, { 'en-CA': en, 'fr-CA': fr });

export const SHELL_CATALOGS: Record<Locale, ShellCatalog> = { 'en-CA': en, 'fr-CA': fr };

export const useShellT = () => useT<ShellCatalog>(SHELL_NAMESPACE);

export const getShellT = (locale?: Locale) => getT<ShellCatalog>(SHELL_NAMESPACE, locale);
