/** LIKE patterns match the user's text literally: % and _ are not wildcards for them. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Contains the text. */
export const likePattern = (text: string) => `%${literal(text)}%`;

/** Starts with the text: a prefix match an index with text_pattern_ops serves. */
export const prefixPattern = (text: string) => `${literal(text)}%`;
