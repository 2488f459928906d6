/** The API contract alone (types and constants, no client code): what the server imports as `shared-api/contract`. */
export type * from './types';
export type * from './workers-types';
export type * from './credentials-types';
export type * from './crews-types';
export { TAG_COLORS, type TagColor } from './constants';
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
