import type { Queryable } from '../../core/db';
import { validationError } from '../../core/http/errors';
import { msg, oneOf } from '../../core/i18n';

/** The provinces and territories by code, with the first letters of their postal codes (Canada Post's forward sortation areas). */
const FIRST_LETTERS = {
  NL: ['A'],
  NS: ['B'],
  PE: ['C'],
  NB: ['E'],
  QC: ['G', 'H', 'J'],
  ON: ['K', 'L', 'M', 'N', 'P'],
  MB: ['R'],
  SK: ['S'],
  AB: ['T'],
  BC: ['V'],
  NT: ['X'],
  NU: ['X'],
  YT: ['Y'],
} as const;

type Province = keyof typeof FIRST_LETTERS;

/** The names staff type for a province (English or French, without accents, case or punctuation) besides its code. */
const NAMES: Record<string, Province> = {
  newfoundlandandlabrador: 'NL', newfoundland: 'NL', terreneuveetlabrador: 'NL', terreneuve: 'NL',
  novascotia: 'NS', nouvelleecosse: 'NS',
  princeedwardisland: 'PE', ileduprinceedouard: 'PE', pei: 'PE',
  newbrunswick: 'NB', nouveaubrunswick: 'NB',
  quebec: 'QC', pq: 'QC',
  ontario: 'ON',
  manitoba: 'MB',
  saskatchewan: 'SK',
  alberta: 'AB',
  britishcolumbia: 'BC', colombiebritannique: 'BC',
  northwestterritories: 'NT', territoiresdunordouest: 'NT',
  nunavut: 'NU',
  yukon: 'YT',
};

/** A1A 1A1 without its space: D, F, I, O, Q and U are never used, W and Z never first. */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The province a state field names ('QC', 'Québec', 'quebec'), or null for anything else (a US state, a typo, nothing). */
export function provinceOf(state: string | null | undefined): Province | null {
  if (!state) return null;
  const code = state.trim().toUpperCase();
  if (code in FIRST_LETTERS) return code as Province;
  return NAMES[key(state)] ?? null;
}

/**
 * A Canadian postal code as stored: upper case with one space ('h2x1y4' → 'H2X 1Y4'); a 422 on `zip` unless it is
 * written A1A 1A1 and, when the state names a province, starts with one of its letters. A state naming no province
 * (an address outside Canada) leaves the code as typed.
 */
export function canadianPostalCode(zip: string, state: string | null | undefined): string {
  const province = provinceOf(state);
  if (!province && state?.trim()) return zip;
  const compact = zip.toUpperCase().replace(/[\s-]/g, '');
  if (!POSTAL_CODE.test(compact)) throw validationError({ zip: [msg('workers:postal_code.format')] });
  if (province && !(FIRST_LETTERS[province] as readonly string[]).includes(compact[0])) {
    throw validationError({
      zip: [msg('workers:postal_code.province', { province: msg(`workers:provinces.${province}`), letters: oneOf([...FIRST_LETTERS[province]]) })],
    });
  }
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** Whether the customer works in Canada: its addresses are then Canadian ones, their postal codes checked. */
export async function customerInCanada(db: Queryable, customerId: number): Promise<boolean> {
  const [customer] = await db.query<{ country: string }>('select country from enterprise_customers where id = $1', [customerId]);
  return customer?.country === 'CA';
}

/**
 * The postal code to store for an address being written: `zip` as given (undefined: left as it is; null: cleared),
 * normalised and checked by `canadianPostalCode` when the customer works in Canada. `state` is the province the
 * address will have: the one given with it, else the one stored. A province changed alone is not checked against
 * the stored code, so that either field can be corrected first.
 */
export async function postalCodeToStore(
  db: Queryable,
  customerId: number,
  zip: string | null | undefined,
  state: () => Promise<string | null | undefined>,
): Promise<string | null | undefined> {
  if (!zip || !(await customerInCanada(db, customerId))) return zip;
  return canadianPostalCode(zip, await state());
}
