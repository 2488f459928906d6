import type { Translate } from 'shared-ui';
import { getWorkersT, type WorkersCatalog } from '../../../i18n';

/** Fields with a label of their own in the catalog (`fields.<name>`). */
const LABELLED = ['first_name', 'last_name', 'relationship', 'phone', 'phone_number', 'email', 'address', 'city', 'state', 'zip', 'dob', 'preferred_language'] as const;
type LabelledField = (typeof LABELLED)[number];

/** The address fields whose words depend on the customer's country: Province and Postal code in Canada, else State and Zip code. */
const ADDRESS_WORDS = ['state', 'zip'] as const;
type AddressField = (typeof ADDRESS_WORDS)[number];

/**
 * The label of a field, in `t`'s language: phone_number → "Phone Number"; state → "Province", or "State" for a
 * customer outside Canada (`canadian` false); an unknown field is spelt out from its name.
 */
export function fieldLabel(field: string, t: Translate<WorkersCatalog> = getWorkersT(), canadian = true): string {
  if (!canadian && (ADDRESS_WORDS as readonly string[]).includes(field)) return t(`fieldsOutsideCanada.${field as AddressField}` as const);
  if ((LABELLED as readonly string[]).includes(field)) return t(`fields.${field as LabelledField}` as const);
  return field
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
