import { z } from 'zod';
import { PROVINCE_CODES, WORK_TERM_CODES } from 'shared-api/contract';
import type {
  ApprovedDomain,
  ApprovedDomainsResponse,
  FeedIntegrationResponse,
  FeedJob,
  FeedJobResponse,
  FeedJobsResponse,
  FilteredLocation,
  FilteredLocationResponse,
  FilteredLocationsResponse,
  LocationsByProvinceResponse,
  MessageResponse,
  PublicFeedJob,
  PublicJobsFeed,
} from 'shared-api/contract';
import { isCalendarDate } from '../../core/lib/validation';
import { messageResponse, paginatedOf } from '../../core/http/response';
import { msg } from '../../core/i18n';

type Field =
  | 'title'
  | 'description'
  | 'employer_name'
  | 'province'
  | 'city'
  | 'term'
  | 'number_of_positions'
  | 'salary'
  | 'date_posted'
  | 'display_until'
  | 'url'
  | 'domain'
  | 'town';

const attribute = (field: Field) => msg(`jobs-feed:attributes.${field}`);
/** The spec's form message: "Title is required". */
const required = (field: Field) => msg('jobs-feed:required', { attribute: attribute(field) });
const tooLong = (field: Field, max: number) => msg('validation.max_string', { attribute: attribute(field), max });

/** Trimmed text; blank counts as missing. */
const blankToUndefined = (value: unknown) => {
  if (typeof value !== 'string') return value === null ? undefined : value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const requiredText = (field: Field, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: required(field) }).max(max, tooLong(field, max)));

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

export const provinceField = z.preprocess(
  (value) => upper(blankToUndefined(value)),
  z.string({ error: required('province') }).refine((code) => (PROVINCE_CODES as readonly string[]).includes(code), msg('jobs-feed:province_invalid')),
);

const calendarDate = (field: Field) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: required(field) }).refine(isCalendarDate, msg('validation.date_format', { attribute: attribute(field) })),
  );

const URL_MESSAGE = msg('jobs-feed:url_invalid');
const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const positionsMessage = msg('jobs-feed:positions_invalid');

const jobFields = {
  title: requiredText('title', 255),
  description: requiredText('description', 10000),
  employer_name: requiredText('employer_name', 255),
  province: provinceField,
  city: requiredText('city', 255),
  term: z.preprocess(
    (value) => upper(blankToUndefined(value)),
    z.string({ error: required('term') }).refine((code) => (WORK_TERM_CODES as readonly string[]).includes(code), msg('jobs-feed:term_invalid')),
  ),
  number_of_positions: z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' ? Number(present) : present;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required('number_of_positions') : positionsMessage) })
      .int(positionsMessage)
      .min(1, positionsMessage)
      .max(10000, positionsMessage),
  ),
  salary: z.preprocess((value) => blankToUndefined(value) ?? null, z.string({ error: msg('jobs-feed:salary_text') }).max(255, tooLong('salary', 255)).nullable()),
  date_posted: calendarDate('date_posted'),
  display_until: calendarDate('display_until'),
  is_active: z.boolean({ error: msg('jobs-feed:active_boolean') }).optional(),
};

const displayedAfterPosting = <T extends { date_posted: string; display_until: string }>(input: T) => input.display_until >= input.date_posted;
const DISPLAY_ORDER = { path: ['display_until'], message: msg('jobs-feed:display_until_before_posted') };

export const createJobInput = z
  .object({ ...jobFields, url: z.preprocess(blankToUndefined, z.string({ error: required('url') }).max(2048, tooLong('url', 2048)).refine(isWebUrl, URL_MESSAGE)) })
  .refine(displayedAfterPosting, DISPLAY_ORDER);

/** The same rules, except that the URL may be left out (blank stores none). */
export const updateJobInput = z
  .object({
    ...jobFields,
    url: z.preprocess((value) => blankToUndefined(value) ?? null, z.string({ error: URL_MESSAGE }).max(2048, tooLong('url', 2048)).refine(isWebUrl, URL_MESSAGE).nullable()),
  })
  .refine(displayedAfterPosting, DISPLAY_ORDER);

export type JobFields = z.infer<typeof updateJobInput>;

export const activeInput = z.object({ is_active: z.boolean({ error: msg('jobs-feed:active_boolean') }) });

export const listQuery = z.object({ page: z.coerce.number().int().min(1, msg('validation.page_min')).default(1) });

/** A host name, optionally with a port (localhost:4000); a pasted URL is reduced to its host. */
const HOST = /^(?=.{1,253}(:|$))(localhost|([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9])(:\d{1,5})?$/;
const hostOf = (value: unknown) => {
  const present = blankToUndefined(value);
  if (typeof present !== 'string') return present;
  const text = present.toLowerCase();
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) return text.replace(/\/+$/, '');
  try {
    return new URL(text).host;
  } catch {
    return text;
  }
};

export const domainInput = z.object({
  domain: z.preprocess(hostOf, z.string({ error: required('domain') }).regex(HOST, msg('jobs-feed:domain_invalid'))),
});

export const provinceQuery = z.object({ province: provinceField });

export const filteredLocationInput = z.object({
  town: z.preprocess((value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)), z.string({ error: required('town') }).max(255, tooLong('town', 255))),
  province: provinceField,
});

// Responses -------------------------------------------------------------------------------------------

const province = z.enum(PROVINCE_CODES as [typeof PROVINCE_CODES[number], ...typeof PROVINCE_CODES[number][]]);
const term = z.enum(WORK_TERM_CODES as [typeof WORK_TERM_CODES[number], ...typeof WORK_TERM_CODES[number][]]);

const feedJob = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  location: z.string(),
  is_active: z.boolean(),
  details: z.object({
    description: z.string(),
    employer_name: z.string(),
    province,
    town: z.string(),
    work_term: term,
    number_of_positions: z.number().int(),
    salary: z.string().nullable(),
    date_posted: z.string(),
    display_until: z.string(),
    posted_at_pretty_date: z.string(),
    display_until_pretty_date: z.string(),
  }),
}) satisfies z.ZodType<FeedJob>;

export const feedJobsResponse = z.object({ feed_jobs: paginatedOf(feedJob) }) satisfies z.ZodType<FeedJobsResponse>;
export const feedJobResponse = z.object({ message: z.string(), feed_job: feedJob }) satisfies z.ZodType<FeedJobResponse>;
export const deletedResponse = messageResponse satisfies z.ZodType<MessageResponse>;

const approvedDomain = z.object({ id: z.number().int(), domain: z.string(), created_at_diff_for_humans: z.string() }) satisfies z.ZodType<ApprovedDomain>;
export const approvedDomainsResponse = z.object({
  message: z.string().optional(),
  approved_domains: z.array(approvedDomain),
}) satisfies z.ZodType<ApprovedDomainsResponse>;

export const locationsByProvinceResponse = z.object({
  province,
  towns: z.array(z.object({ id: z.number().int(), name: z.string() })),
}) satisfies z.ZodType<LocationsByProvinceResponse>;

const filteredLocation = z.object({ id: z.number().int(), town: z.string(), province }) satisfies z.ZodType<FilteredLocation>;
export const filteredLocationsResponse = z.object({ filtered_locations: z.array(filteredLocation) }) satisfies z.ZodType<FilteredLocationsResponse>;
export const filteredLocationResponse = z.object({ message: z.string(), filtered_location: filteredLocation }) satisfies z.ZodType<FilteredLocationResponse>;

export const feedIntegrationResponse = z.object({
  feed_slug: z.string(),
  json_url: z.string(),
  rss_url: z.string(),
  has_integration_token: z.boolean(),
}) satisfies z.ZodType<FeedIntegrationResponse>;

const publicFeedJob = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  description: z.string(),
  employer_name: z.string(),
  town: z.string(),
  province,
  province_name: z.string(),
  work_term: term,
  work_term_label: z.string(),
  number_of_positions: z.number().int(),
  salary: z.string().nullable(),
  date_posted: z.string(),
  display_until: z.string(),
}) satisfies z.ZodType<PublicFeedJob>;

export const publicFeedResponse = z.object({ employer: z.object({ name: z.string() }), jobs: z.array(publicFeedJob) }) satisfies z.ZodType<PublicJobsFeed>;
