/** Letters that are not an accented base letter plus a mark, written as the server's unaccent writes them. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/**
 * Text as a search compares it: lower case and without accents, as the server's search_key does (Gagné and
 * GAGNE are both "gagne", Œuvre is "oeuvre"). Staff type names without accents all day.
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('fr-CA')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøłđ]/g, (letter) => LIGATURES[letter]);
}

/** Whether the text holds what was typed, in any case and with or without its accents. */
export const matchesSearch = (text: string, typed: string): boolean => searchKey(text).includes(searchKey(typed));
