/** The API contract alone (types and constants, no client code): what the server imports as `shared-api/contract`. */
export type * from './types';
export type * from './workers-types';
export type * from './credentials-types';
export type * from './admins-types';
export type * from './settings-types';
export { ACCEPT_INVITATION_PATH, INVITE_VALID_DAYS, MIN_PASSWORD_LENGTH } from './admins-types';
export { EXPIRY_REMINDER_DAYS, NOTIFICATIONS_PER_PAGE, NOTIFICATION_FILTER_TYPES, WEEKDAYS } from './settings-types';
export type * from './crews-types';
export type * from './jobs-feed-types';
export type * from './training-types';
export type * from './referrals-types';
export type * from './time-logs-types';
export { TIME_LOG_OPTIONS_SHOWN } from './time-logs-types';
export { EXPIRING_SOON_DAYS, PASSWORD_RESET_PATH, TAG_COLORS, type TagColor } from './constants';
export {
  clockMinutes,
  durationFromTimes,
  minutesBetween,
  splitMinutes,
  timeLogAmount,
  timeLogDuration,
  timeLogFormProblems,
  TIME_LOG_MAX_DURATION,
  TIME_LOG_MAX_HOURS,
  TIME_LOG_MAX_MINUTES,
  TIME_LOG_PROBLEM_FIELD,
  type TimeLogFormProblem,
  type TimeLogFormTimes,
  type TimeLogProblem,
  type TimeLogTimes,
} from './time-log-rules';
export {
  CREW_LIMIT_WITHOUT_FEATURE,
  CREW_CARD_DESCRIPTION_LENGTH,
  CREW_HEADING_DESCRIPTION_LENGTH,
  CREW_CARD_TAG_COUNT,
  CREW_CREDENTIAL_WORKER_PREVIEW,
  CREW_EXPIRING_WINDOW_DAYS,
  CREW_CREDENTIAL_NAME_MIN,
  CREWS_PER_PAGE,
} from './crews-types';
export {
  PROVINCES,
  PROVINCE_CODES,
  type ProvinceCode,
  WORK_TERMS,
  WORK_TERM_CODES,
  type WorkTerm,
  FEED_JOB_DEFAULTS,
  TRAINING_PROVIDERS_PER_PAGE,
  TRAINING_SERVICES_PER_PAGE,
  TRAINING_SEARCH_DEBOUNCE_MS,
  REFERRALS_PER_PAGE,
  USER_GUIDES,
  type UserGuideKey,
  referralSignUpPath,
} from './constants';
