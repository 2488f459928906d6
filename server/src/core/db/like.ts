/** LIKE patterns match the user's text literally: % and _ are not wildcards for them. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
