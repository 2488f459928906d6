/**
 * The 37 preset worker-tag colours (spec part 1 §3 and §9). The first is the default for a new tag.
 * Lower-case #rrggbb: the database stores tag colours in this exact form.
 */
export const TAG_COLORS = [
  '#4a90e2',
  '#1abc9c',
  '#16a085',
  '#2ecc71',
  '#27ae60',
  '#3498db',
  '#2980b9',
  '#9b59b6',
  '#8e44ad',
  '#34495e',
  '#2c3e50',
  '#f1c40f',
  '#f39c12',
  '#e67e22',
  '#d35400',
  '#e74c3c',
  '#c0392b',
  '#95a5a6',
  '#7f8c8d',
  '#00a8cc',
  '#0077b6',
  '#48cae4',
  '#6a4c93',
  '#b5838d',
  '#e5989b',
  '#ff6f61',
  '#ff9f1c',
  '#ffbf69',
  '#88b04b',
  '#6b8e23',
  '#2a9d8f',
  '#264653',
  '#e76f51',
  '#f4a261',
  '#955251',
  '#5f4b8b',
  '#8d6e63',
] as const;

export type TagColor = (typeof TAG_COLORS)[number];

/** The 13 Canadian provinces and territories (spec part 2 §5, §9), by code; names in English (the remotes translate). */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]['code'];
export const PROVINCE_CODES: readonly ProvinceCode[] = PROVINCES.map((province) => province.code);

/** Feed job work terms (spec part 2 §5, §9) with their English labels. */
export const WORK_TERMS = [
  { code: 'F', label: 'Full-Time' },
  { code: 'P', label: 'Part-Time' },
  { code: 'L', label: 'Part-Time leading to Full-Time' },
] as const;

export type WorkTerm = (typeof WORK_TERMS)[number]['code'];
export const WORK_TERM_CODES: readonly WorkTerm[] = WORK_TERMS.map((term) => term.code);

/** The create form's defaults (spec part 2 §9): 1 position, posted today, displayed 28 days from the posting date. */
export const FEED_JOB_DEFAULTS = { number_of_positions: 1, display_days: 28 } as const;

/** Testing & Training page sizes (spec part 2 §9), from page 1; the service search waits 500 ms. */
export const TRAINING_PROVIDERS_PER_PAGE = 20;
export const TRAINING_SERVICES_PER_PAGE = 20;
export const TRAINING_SEARCH_DEBOUNCE_MS = 500;

/** Referred customers list page size. */
export const REFERRALS_PER_PAGE = 20;

/**
 * The three user guides (spec part 2 §2 "User Guides page"): PDFs served as application/pdf at `url`
 * (same origin, no sign-in needed), to open in a new tab. Titles in English (the remote translates by key).
 */
export const USER_GUIDES = [
  { key: 'general-contractors', title: 'Guide for general contractors', url: '/guides/general-contractors.pdf' },
  { key: 'subcontractors', title: 'Guide for subcontractors', url: '/guides/subcontractors.pdf' },
  { key: 'recruiters', title: 'Guide for recruiters', url: '/guides/recruiters.pdf' },
] as const;

export type UserGuideKey = (typeof USER_GUIDES)[number]['key'];

/** The public referral sign-up page (mfe-public) for a code: what GET /json/referral-codes/{id}/link answers, made absolute. */
export const referralSignUpPath = (code: string) => `/sign-up/${encodeURIComponent(code)}`;

/** The public page that asks for a password reset link (mfe-public); a link opens `${PASSWORD_RESET_PATH}/{token}`. */
export const PASSWORD_RESET_PATH = '/password-reset';

/** A credential expiring within this many days (today included) is flagged "expires soon" on worker cards and in the panel. */
export const EXPIRING_SOON_DAYS = 30;
