import type { Translate } from 'shared-ui';
import { getWorkersT, type WorkersCatalog } from '../../../i18n';

/** Fields with a label of their own in the catalog (`fields.<name>`). */
const LABELLED = ['first_name', 'last_name', 'relationship', 'phone', 'phone_number', 'email', 'address', 'city', 'state', 'zip', 'dob', 'preferred_language'] as const;
type LabelledField = (typeof LABELLED)[number];

/** The label of a field, in `t`'s language: phone_number → "Phone Number"; an unknown field is spelt out from its name. */
export function fieldLabel(field: string, t: Translate<WorkersCatalog> = getWorkersT()): string {
  if ((LABELLED as readonly string[]).includes(field)) return t(`fields.${field as LabelledField}` as const);
  return field
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
