/** A North American number as "(403) 555-0100" (10 digits, or 11 starting with 1); anything else as stored. */
export function prettyPhone(phone: string | null): string | null {
  if (phone === null || phone.trim() === '') return null;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
