// Abbreviated field names read better spelt out; every other label is the field name itself.
const SPELT_OUT: Record<string, string> = { dob: 'Date of Birth' };

/** A label derived from a field name: phone_number → "Phone Number". */
export function fieldLabel(field: string): string {
  return (
    SPELT_OUT[field] ??
    field
      .split('_')
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ')
  );
}
