/** Spec part 1 §9: assessments are scored on 5 stars. */
export const ASSESSMENT_MAX_SCORE = 5;

/** Spec part 1 §4: clicking the star that is already the score resets it to 0. */
export const nextScore = (current: number, clicked: number) => (clicked === current ? 0 : clicked);
