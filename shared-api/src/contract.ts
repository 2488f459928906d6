/** The API contract alone (types and constants, no client code): what the server imports as `shared-api/contract`. */
export type * from './types';
export type * from './workers-types';
export type * from './credentials-types';
export { TAG_COLORS, type TagColor } from './constants';
