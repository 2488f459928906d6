import { getT, registerCatalogs, useT, type Locale } from 'shared-ui';
import en from './en-CA.json';
import fr from './fr-CA.json';

/** The credentials area's texts (ADR 13): the page, bulk upload, issuers and the worker panel's section. */
export const CREDENTIALS_NAMESPACE = 'credentials';
export type CredentialsCatalog = typeof en;

registerCatalogs(CREDENTIALS_NAMESPACE, { 'en-CA': en, 'fr-CA': fr });

/** The English catalog: tests and the few exported constants compare with today's English texts. */
export const EN_CREDENTIALS = en;

export const useCredentialsT = () => useT<CredentialsCatalog>(CREDENTIALS_NAMESPACE);

export const getCredentialsT = (locale?: Locale) => getT<CredentialsCatalog>(CREDENTIALS_NAMESPACE, locale);
