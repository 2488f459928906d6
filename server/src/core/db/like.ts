/** LIKE patterns match the user's text literally: % and _ are not wildcards for them. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Contains the text. */
export const likePattern = (text: string) => `%${literal(text)}%`;

/** Starts with the text: a prefix match an index with text_pattern_ops serves. */
export const prefixPattern = (text: string) => `${literal(text)}%`;

/**
 * SQL of a text compared without accents or case: search_key (0026_accents_and_french_order.sql) lower-cases it
 * and takes its accents off (Gagné and GAGNE are both gagne). Applied to the column and to the typed text alike.
 */
export const searchKey = (sql: string) => `search_key(${sql})`;

/** SQL ordering by a text column in French-Canadian order (Gagné before Gagnon), the ICU collation of 0026. */
export const frenchOrder = (sql: string) => `${sql} collate french_canadian`;
