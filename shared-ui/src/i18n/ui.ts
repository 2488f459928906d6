import type en from './en-CA.json';
import { UI_NAMESPACE } from './i18n';
import { useT } from './useT';

/** The keys of shared-ui's own texts (namespace 'ui'), from the en-CA catalog. */
export type UiCatalog = typeof en;

/** shared-ui's components read their texts through this. */
export function useUiT() {
  return useT<UiCatalog>(UI_NAMESPACE);
}
