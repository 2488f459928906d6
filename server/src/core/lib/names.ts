/** A person's name as the portal shows it: first and last, whichever are known. */
export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
