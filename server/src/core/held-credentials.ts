/**
 * Whether a worker's copy of a credential counts as held (issue 28 item 3): compliance, the compliance outlook, a
 * crew's missing list and requests, the workers export's expiry columns and the shared-crew page count only these.
 * A copy nobody at the employer has verified yet (read from a file, or sent by the worker through a request or an
 * update link: `metadata.needs_review`, ADR 0017) is shown apart, as the wallet shows it, and not counted.
 *
 * The one place the rule is written, in SQL and for a row already read; issue 30's verification states (unverified /
 * verified / rejected) replace the flag here and nowhere else. Whether the copy is still current (its expiry) is
 * the caller's: the outlook asks it for several days.
 */

/** SQL: the copy `alias` (a user_credentials row) waits for the employer to verify it. */
export const waitsForReview = (alias: string) => `coalesce((${alias}.metadata->>'needs_review')::boolean, false)`;

/** SQL: the copy `alias` (a user_credentials row) counts as held. */
export const countsAsHeld = (alias: string) => `not ${waitsForReview(alias)}`;

/** SQL: the copy `alias` counts as held and is current on `day` (a date expression): it has no expiry or expires on or after it. */
export const heldOn = (alias: string, day: string) => `(${countsAsHeld(alias)} and (${alias}.expiry is null or ${alias}.expiry >= ${day}))`;

/** SQL: the copy `alias` waits for review and is current on `day`: the worker sent it, so nobody asks for it again. */
export const waitsForReviewOn = (alias: string, day: string) => `(${waitsForReview(alias)} and (${alias}.expiry is null or ${alias}.expiry >= ${day}))`;

/** The same rule for a copy read with its review state (a UserCredential). */
export const copyCountsAsHeld = (copy: { needs_review: boolean }): boolean => !copy.needs_review;
