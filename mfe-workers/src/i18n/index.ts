import { getT, registerCatalogs, useT, type Locale } from 'shared-ui';
import en from './en-CA.json';
import fr from './fr-CA.json';

/** The workers area's texts (workers list, worker panel, time logs), shipped in this remote's build (ADR 13). */
export const NAMESPACE = 'workers';
export type WorkersCatalog = typeof en;

registerCatalogs(NAMESPACE, { 'en-CA': en, 'fr-CA': fr });

/** Texts in the current language; components re-render when it changes. */
export const useWorkersT = () => useT<WorkersCatalog>(NAMESPACE);

/** Outside components (hooks' callbacks, validators, helpers): the language at the time of the call. */
export const getWorkersT = (locale?: Locale) => getT<WorkersCatalog>(NAMESPACE, locale);

/** The en-CA texts, for the few constants the tests compare with. */
export const EN_CA = en;
