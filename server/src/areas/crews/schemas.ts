import { z } from 'zod';
import { messageResponse, paginatedOf } from '../../core/http/response';
import { EMAIL_PATTERN, isCalendarDate } from '../../core/lib/validation';
import { msg } from '../../core/i18n';
import { userCredential } from '../credentials';
import { timeLog } from '../time-logs';
import { CREW_CREDENTIAL_NAME_MIN } from 'shared-api/contract';
import type {
  CrewSharedImport,
  CrewSharedImportResponse,
  Crew,
  CrewActivityResponse,
  CrewAddWorkerResponse,
  CrewAdminCandidatesResponse,
  CrewAdminResponse,
  CrewAvailableWorkersResponse,
  CrewComplianceOutlookResponse,
  CrewCreateCredentialResponse,
  CrewCredentialFollowsResponse,
  CrewCredentialRequestResponse,
  CrewCredentialSearchResponse,
  CrewCredentialsResponse,
  CrewDashboardResponse,
  CrewFollowDetailResponse,
  CrewFollowResponse,
  CrewFollowSummariesResponse,
  CrewFollowsWorkersResponse,
  CrewMassRequestResponse,
  CrewMissingCredentialsResponse,
  CrewMonthLogsResponse,
  CrewNoteResponse,
  CrewNotesResponse,
  CrewNotificationsResponse,
  CrewQuotaResponse,
  CrewRemoveWorkerResponse,
  CrewResponse,
  CrewSearchResponse,
  CrewShareResponse,
  CrewSharesResponse,
  CrewTimeLogResponse,
  CrewTypesResponse,
  CrewUsersResponse,
  CrewWithdrawRequestResponse,
  CrewWorkerCredentialRequestsResponse,
  CrewWorkerCredentialsResponse,
  CrewWorkerMissingCredentialsResponse,
  CrewWorkersResponse,
  CrewWorkerTagsResponse,
  CrewWorkerUpdateRequestsResponse,
  CrewsResponse,
  ImportedCrewResponse,
  ImportedCrewWorkerCredentialsResponse,
  ImportedCrewsResponse,
  MessageResponse,
  PublicSharedCrewResponse,
} from 'shared-api/contract';

// Inputs -----------------------------------------------------------------------------------------------------

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const page = z.preprocess(blankToUndefined, z.coerce.number({ error: msg('crews:crew.page') }).int(msg('crews:crew.page')).min(1, msg('crews:crew.page')).default(1));
const optionalId = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message).optional());

export const pageQuery = z.object({ page });

export const crewsQuery = z.object({ page, crew_type_id: optionalId(msg('crews:crew.crew_type_invalid')) });

export const searchQuery = z.object({ search: z.string({ error: msg('crews:crew.search_text') }).trim().max(200).default('') });

const NAME_MAX = 255;
const DESCRIPTION_MAX = 5000;
const description = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string({ error: msg('crews:crew.description_text') }).trim().max(DESCRIPTION_MAX, msg('crews:crew.description_too_long', { max: DESCRIPTION_MAX })),
);

/** Create Crew's fields (multipart: every value arrives as text). */
export const crewCreateInput = z.object({
  name: z
    .string({ error: msg('crews:crew.name_required') })
    .trim()
    .min(1, msg('crews:crew.name_required'))
    .max(NAME_MAX, msg('crews:crew.name_too_long', { max: NAME_MAX })),
  description,
  admin_id: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: msg('crews:crew.admin_required') }).int(msg('crews:crew.admin_invalid')).positive(msg('crews:crew.admin_invalid')).max(2_147_483_647, msg('crews:crew.admin_invalid')),
  ),
  crew_type_id: optionalId(msg('crews:crew.crew_type_invalid')),
});

export const crewUpdateInput = z.object({
  name: z.string({ error: msg('crews:crew.name_empty') }).trim().min(1, msg('crews:crew.name_empty')).max(NAME_MAX, msg('crews:crew.name_too_long', { max: NAME_MAX })),
  description,
  crew_type_id: optionalId(msg('crews:crew.crew_type_invalid')).nullable(),
});

export const sharedImportInput = z.object({
  shared_crew_id: z.coerce
    .number({ error: msg('crews:shared_crews.crew_required') })
    .int(msg('crews:shared_crews.crew_required'))
    .positive(msg('crews:shared_crews.crew_required')),
});

export const adminInput = z.object({
  user_id: z.coerce.number({ error: msg('crews:admin.user_required') }).int(msg('crews:admin.user_required')).positive(msg('crews:admin.user_required')),
});

const MESSAGE_MAX = 2000;
const optionalMessage = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string().trim().max(MESSAGE_MAX, msg('crews:workers.message_too_long', { max: MESSAGE_MAX })),
);

export const addWorkerInput = z.object({
  request_missing: z.boolean().default(false),
  message: optionalMessage,
});

/** A quota bound: a whole number ≥ 0; empty or null means none. */
const bound = (field: 'min_workers' | 'max_workers') => {
  const message = msg('crews:quota.number', { attribute: msg(`crews:quota.attributes.${field}`) });
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.number({ error: message }).int(message).min(0, message).max(100_000, message).nullable(),
  );
};
export const quotaInput = z
  .object({ min_workers: bound('min_workers'), max_workers: bound('max_workers') })
  .refine((q) => q.min_workers === null || q.max_workers === null || q.min_workers <= q.max_workers, {
    path: ['min_workers'],
    message: msg('crews:quota.min_over_max'),
  });

export const credentialSearchQuery = z.object({ credential_name: z.string({ error: msg('crews:follows.search_text') }).trim().max(200).default('') });

const CREDENTIAL_NAME_MAX = 150;
export const createCredentialInput = z.object({
  credential_name: z
    .string({ error: msg('crews:follows.name_too_short') })
    .trim()
    .min(CREW_CREDENTIAL_NAME_MIN, msg('crews:follows.name_too_short'))
    .max(CREDENTIAL_NAME_MAX, msg('crews:follows.name_too_long', { max: CREDENTIAL_NAME_MAX })),
});

export const requestInput = z.object({
  worker_id: z.coerce.number({ error: msg('crews:requests.worker_required') }).int(msg('crews:requests.worker_required')).positive(msg('crews:requests.worker_required')),
  message: optionalMessage,
});

export const massRequestInput = z.object({ message: optionalMessage });

export const crewCredentialsQuery = z.object({
  page,
  expired: z.enum(['true', 'false', '1', '0']).optional().transform((value) => value === 'true' || value === '1'),
  expiringInDays: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: msg('crews:outlook.expiring') }).int(msg('crews:outlook.expiring')).min(1, msg('crews:outlook.expiring')).max(365, msg('crews:outlook.expiring')).optional(),
  ),
});

const SHARE_TEXT_MAX = 2000;
const email = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(254, invalid).regex(EMAIL_PATTERN, invalid);

export const shareInput = z.object({
  recipient_name: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(NAME_MAX, msg('crews:shares.recipient_name_too_long', { max: NAME_MAX })),
  ),
  recipient_email: email(msg('crews:shares.email_required'), msg('crews:shares.email_invalid')),
  message: z.preprocess((value) => value ?? '', z.string().trim().max(SHARE_TEXT_MAX, msg('crews:shares.message_too_long', { max: SHARE_TEXT_MAX }))),
  expires_at: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.string({ error: msg('crews:shares.expires_invalid') }).refine(isCalendarDate, msg('crews:shares.expires_invalid')).nullable(),
  ),
});

export const shareRequestInput = z.object({
  email: email(msg('crews:shares.email_required'), msg('crews:shares.email_invalid')),
  message: z
    .string({ error: msg('crews:shares.message_required') })
    .trim()
    .min(1, msg('crews:shares.message_required'))
    .max(SHARE_TEXT_MAX, msg('crews:shares.message_too_long', { max: SHARE_TEXT_MAX })),
});

const NOTE_MAX = 5000;
export const noteInput = z.object({
  note: z.string({ error: msg('crews:notes.required') }).trim().min(1, msg('crews:notes.required')).max(NOTE_MAX, msg('crews:notes.too_long', { max: NOTE_MAX })),
});

const DAYS = msg('crews:activity.days');
const dayOffset = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: DAYS }).int(DAYS).min(0, DAYS).max(366, DAYS).default(fallback));
export const activityQuery = z
  .object({ from: dayOffset(0), to: dayOffset(6) })
  .refine((q) => q.from <= q.to, { path: ['to'], message: DAYS });

const YEAR = msg('crews:activity.year');
const MONTH = msg('crews:activity.month');
export const monthQuery = z.object({
  year: z.coerce.number({ error: YEAR }).int(YEAR).min(1900, YEAR).max(2999, YEAR),
  month: z.coerce.number({ error: MONTH }).int(MONTH).min(1, MONTH).max(12, MONTH),
});

// Responses --------------------------------------------------------------------------------------------------

const id = z.number().int();
const sharedImport = z.object({
  id,
  imported_crew: z.object({ id, name: z.string(), crew_image_url: z.string().nullable(), customer: z.object({ name: z.string() }) }),
}) satisfies z.ZodType<CrewSharedImport>;
export const sharedImportResponse = z.object({ message: z.string(), crew_shared_import: sharedImport }) satisfies z.ZodType<CrewSharedImportResponse>;
const named = z.object({ id, name: z.string() });
const labelled = z.object({ id, label: z.string() });
const person = z.object({ id, full_name: z.string() });
const tag = z.object({ id, name: z.string(), color: z.string() });
const tagSummary = z.object({ tag, tag_count: z.number().int() });
const quota = z.object({ min_workers: z.number().int().nullable(), max_workers: z.number().int().nullable() });
const crewUser = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  image_url: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'member']),
});

export const crewsResponse = z.object({
  crews: paginatedOf(
    z.object({
      id,
      name: z.string(),
      description_preview: z.string(),
      crew_image_url: z.string().nullable(),
      crew_type_id: id.nullable(),
      crew_type: named.nullable(),
      admin_id: id,
      admin: person,
      worker_tags_summary: z.array(tagSummary),
      crew_workers_count: z.number().int(),
    }),
  ),
  count: z.number().int(),
  crew_limit: z.number().int().nullable(),
}) satisfies z.ZodType<CrewsResponse>;

export const crewTypesResponse = z.object({ crew_types: z.array(named) }) satisfies z.ZodType<CrewTypesResponse>;
export const crewSearchResponse = z.object({ crews: z.array(named) }) satisfies z.ZodType<CrewSearchResponse>;
export const crewUsersResponse = z.object({ users: z.array(crewUser) }) satisfies z.ZodType<CrewUsersResponse>;

const crew = z.object({
  id,
  name: z.string(),
  description: z.string(),
  description_preview: z.string(),
  crew_image_url: z.string().nullable(),
  image_url_path: z.string().nullable(),
  crew_type_id: id.nullable(),
  crew_type: named.nullable(),
  admin_id: id,
  admin: crewUser,
  crew_owner_id: id.nullable(),
  customer: z.object({ name: z.string() }),
  worker_tags_summary: z.array(tagSummary),
  crew_workers_count: z.number().int(),
  workers_count: z.number().int(),
  crew_worker_quota: quota.nullable(),
  quota_warnings: z.array(z.string()),
  crew_shared_imports: z.array(sharedImport),
  can_change_admin: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<Crew>;

export const crewResponse = z.object({ crew, message: z.string().optional() }) satisfies z.ZodType<CrewResponse>;
export const adminResponse = z.object({ admin: crewUser, message: z.string().optional() }) satisfies z.ZodType<CrewAdminResponse>;
export const adminCandidatesResponse = z.object({ users: z.array(crewUser.extend({ is_current: z.boolean() })) }) satisfies z.ZodType<CrewAdminCandidatesResponse>;

const followSummary = z.object({ credential: labelled, follow_count: z.number().int(), workers_count: z.number().int() });

export const dashboardResponse = z.object({
  workers: z.array(z.object({ id, full_name: z.string(), profile_picture_url: z.string().nullable(), job_title: z.string().nullable() })),
  workers_count: z.number().int(),
  credential_follows: z.array(followSummary),
  worker_tags: z.array(tagSummary),
  time_logs: z.array(timeLog),
}) satisfies z.ZodType<CrewDashboardResponse>;

const crewWorker = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  job_title: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  tags: z.array(tag),
  user: z.object({ id, full_name: z.string(), trade: named.nullable() }).nullable(),
  created_at_diff_for_humans: z.string(),
  workers_crews: z.array(z.object({ crew_id: id, created_at: z.string(), created_at_pretty_date: z.string(), created_at_diff_for_humans: z.string() })),
  credential_requests: z.array(z.object({ id, credential_id: id.nullable(), url: z.string().nullable(), last_requested_date: z.string() })),
});

export const workersResponse = z.object({
  workers: z.array(crewWorker),
  crew_worker_quota: quota.nullable(),
  quota_warnings: z.array(z.string()),
}) satisfies z.ZodType<CrewWorkersResponse>;

export const availableWorkersResponse = z.object({
  workers: z.array(z.object({ id, full_name: z.string(), email: z.string().nullable(), profile_picture_url: z.string().nullable() })),
}) satisfies z.ZodType<CrewAvailableWorkersResponse>;

export const workerMissingResponse = z.object({ missing_credentials: z.array(labelled) }) satisfies z.ZodType<CrewWorkerMissingCredentialsResponse>;

export const addWorkerResponse = z.object({
  message: z.string(),
  missing_credentials: z.array(labelled),
  requests_opened: z.number().int(),
  crew_worker_quota: quota.nullable(),
  quota_warnings: z.array(z.string()),
}) satisfies z.ZodType<CrewAddWorkerResponse>;

export const removeWorkerResponse = z.object({
  message: z.string(),
  crew_worker_quota: quota.nullable(),
  quota_warnings: z.array(z.string()),
}) satisfies z.ZodType<CrewRemoveWorkerResponse>;

export const quotaResponse = z.object({
  crew_worker_quota: quota.nullable(),
  quota_warnings: z.array(z.string()),
  message: z.string().optional(),
}) satisfies z.ZodType<CrewQuotaResponse>;

const crewRequest = z.object({
  id,
  credential_id: id.nullable(),
  credential: labelled.nullable(),
  worker: person,
  message: z.string().nullable(),
  created_at_pretty_date: z.string(),
  last_requested_date: z.string(),
  url: z.string().nullable(),
});

export const workerCredentialsResponse = z.object({
  crew_credentials: z.array(
    z.object({
      credential: labelled,
      status: z.enum(['valid', 'expiring', 'expired', 'missing']),
      user_credential: userCredential.nullable(),
      credential_request: crewRequest.nullable(),
    }),
  ),
  user_credentials: z.array(userCredential),
  credential_requests: z.array(crewRequest),
}) satisfies z.ZodType<CrewWorkerCredentialsResponse>;

export const workerRequestsResponse = z.object({ credential_requests: z.array(crewRequest) }) satisfies z.ZodType<CrewWorkerCredentialRequestsResponse>;

export const workerUpdateRequestsResponse = z.object({
  user_credential_update_requests: z.array(
    z.object({
      id,
      update_url: z.string().nullable(),
      message: z.string().nullable(),
      created_at_pretty_date: z.string(),
      created_diff_for_humans: z.string(),
      user_credential: named,
    }),
  ),
}) satisfies z.ZodType<CrewWorkerUpdateRequestsResponse>;

const follow = z.object({ id, credential_id: id, credential: labelled, created_at_diff_for_humans: z.string() });

export const followsResponse = z.object({ credential_follows: z.array(follow) }) satisfies z.ZodType<CrewCredentialFollowsResponse>;
export const followSummariesResponse = z.object({ follows: z.array(followSummary) }) satisfies z.ZodType<CrewFollowSummariesResponse>;
export const workerTagsResponse = z.object({ tags: z.array(tagSummary) }) satisfies z.ZodType<CrewWorkerTagsResponse>;
export const followsWorkersResponse = z.object({
  follows: z.array(follow.extend({ workers: z.array(person), workers_count: z.number().int(), missing_count: z.number().int() })),
}) satisfies z.ZodType<CrewFollowsWorkersResponse>;
export const crewCredentialsResponse = z.object({ user_credentials: paginatedOf(userCredential) }) satisfies z.ZodType<CrewCredentialsResponse>;

const missingWorker = z.object({
  id,
  full_name: z.string(),
  email: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  credential_request: crewRequest.nullable(),
  awaiting_review: z.boolean(),
});

export const missingResponse = z.object({
  credentials: z.array(z.object({ id, label: z.string(), credential_follow_id: id, workers_without_credential: z.array(missingWorker) })),
}) satisfies z.ZodType<CrewMissingCredentialsResponse>;

export const followDetailResponse = z.object({
  credential: labelled,
  credential_follow: follow,
  workers_with_credential: z.array(z.object({ id, full_name: z.string(), user_credential: userCredential })),
  workers_missing_credential: z.array(missingWorker),
}) satisfies z.ZodType<CrewFollowDetailResponse>;

export const credentialSearchResponse = z.object({ credentials: z.array(labelled) }) satisfies z.ZodType<CrewCredentialSearchResponse>;
export const followResponse = z.object({ message: z.string(), credential_follow: follow }) satisfies z.ZodType<CrewFollowResponse>;
export const createCredentialResponse = z.object({ message: z.string(), credential_follow: follow, credential: labelled }) satisfies z.ZodType<CrewCreateCredentialResponse>;
export const requestResponse = z.object({ message: z.string(), credential_request: crewRequest, link: z.string() }) satisfies z.ZodType<CrewCredentialRequestResponse>;
export const massRequestResponse = z.object({ message: z.string(), opened: z.number().int(), already_open: z.number().int() }) satisfies z.ZodType<CrewMassRequestResponse>;

const notification = z.object({
  id,
  notification_type: z.string(),
  notification_card_title: z.object({ title: z.string(), color: z.string() }),
  message: z.string(),
  created_at: z.string(),
  created_at_diff_for_humans: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});

// The notification type is one of the contract's; the schema writes it as the string it is.
export const withdrawResponse = z.object({ message: z.string(), notification }) as unknown as z.ZodType<CrewWithdrawRequestResponse>;
export const notificationsResponse = z.object({ notifications: paginatedOf(notification) }) as unknown as z.ZodType<CrewNotificationsResponse>;

export const outlookResponse = z.object({
  as_of: z.string(),
  workers_count: z.number().int(),
  credentials: z.array(
    z.object({
      credential: labelled,
      credential_follow_id: id,
      holders: z.object({ today: z.number().int(), in_30_days: z.number().int(), in_60_days: z.number().int(), in_90_days: z.number().int() }),
      first_loss: z
        .object({ expiry: z.string(), expiry_pretty_date: z.string(), workers: z.array(person), holders_after: z.number().int() })
        .nullable(),
    }),
  ),
}) satisfies z.ZodType<CrewComplianceOutlookResponse>;

const share = z.object({
  id,
  crew_id: id,
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string(),
  created_at: z.string(),
  created_at_pretty_date: z.string(),
  created_at_diff_for_humans: z.string(),
  last_sent_at: z.string(),
  expires_at: z.string().nullable(),
  is_expired: z.boolean(),
  last_opened_at: z.string().nullable(),
  last_opened_diff_for_humans: z.string().nullable(),
  open_count: z.number().int(),
});

export const shareResponse = z.object({ message: z.string(), crew_share: share, link: z.string() }) satisfies z.ZodType<CrewShareResponse>;
export const sharesResponse = z.object({ crew_shares: paginatedOf(share) }) satisfies z.ZodType<CrewSharesResponse>;

export const importedCrewsResponse = z.object({
  crews: z.array(
    z.object({
      id,
      name: z.string(),
      description_preview: z.string(),
      crew_image_url: z.string().nullable(),
      customer: z.object({ name: z.string() }),
      workers_count: z.number().int(),
      crew_share_id: id,
      shared_at: z.string(),
      shared_at_diff_for_humans: z.string(),
      expires_at: z.string().nullable(),
    }),
  ),
  crew_shares: z.array(z.object({ id, crew_id: id, recipient_email: z.string(), expires_at: z.string().nullable() })),
}) satisfies z.ZodType<ImportedCrewsResponse>;

const sharedCredential = z.object({
  id,
  name: z.string(),
  issued: z.string().nullable(),
  issued_pretty_date: z.string().nullable(),
  expiry: z.string().nullable(),
  expires_pretty_date: z.string().nullable(),
  is_expired: z.boolean(),
  counts_as_held: z.boolean(),
});

const sharedCrew = z.object({
  id,
  name: z.string(),
  description: z.string(),
  crew_image_url: z.string().nullable(),
  customer: z.object({ name: z.string() }),
  workers: z.array(
    z.object({
      id,
      full_name: z.string(),
      job_title: z.string().nullable(),
      profile_picture_url: z.string().nullable(),
      credentials: z.array(sharedCredential),
      contacts: z.array(
        z.object({ id, full_name: z.string(), relationship: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
      ),
    }),
  ),
});

export const importedCrewResponse = z.object({ crew: sharedCrew }) satisfies z.ZodType<ImportedCrewResponse>;
export const importedWorkerCredentialsResponse = z.object({ credentials: z.array(sharedCredential) }) satisfies z.ZodType<ImportedCrewWorkerCredentialsResponse>;
export const publicSharedCrewResponse = z.object({
  crew: sharedCrew,
  share: z.object({ recipient_name: z.string(), expires_at: z.string().nullable(), shared_at_pretty_date: z.string() }),
}) satisfies z.ZodType<PublicSharedCrewResponse>;

export const notesResponse = z.object({
  notes: paginatedOf(z.object({ id, note: z.string(), created_at: z.string(), created_at_diff_for_humans: z.string(), created_by_user: person.nullable() })),
}) satisfies z.ZodType<CrewNotesResponse>;
export const noteResponse = z.object({
  message: z.string(),
  note: z.object({ id, note: z.string(), created_at: z.string(), created_at_diff_for_humans: z.string(), created_by_user: person.nullable() }),
}) satisfies z.ZodType<CrewNoteResponse>;

export const activityResponse = z.object({ time_logs: z.array(timeLog), from_date: z.string(), to_date: z.string() }) satisfies z.ZodType<CrewActivityResponse>;
export const monthLogsResponse = z.object({ time_logs: z.array(timeLog) }) satisfies z.ZodType<CrewMonthLogsResponse>;
export const timeLogResponse = z.object({ message: z.string(), time_log: timeLog }) satisfies z.ZodType<CrewTimeLogResponse>;

export const confirmation = messageResponse satisfies z.ZodType<MessageResponse>;
