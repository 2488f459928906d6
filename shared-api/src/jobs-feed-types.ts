/**
 * Jobs feed (spec part 2 §2 "Jobs Feed page", §3 feed job / approved domain / filtered location, §5, §7 "Jobs feed").
 * Every /json/feed-jobs call answers 403 when the customer lacks the `jobs_feed` feature.
 * Dates are calendar dates written YYYY-MM-DD; pretty dates are written in the request's language.
 */
import type { Paginated } from './types';
import type { ProvinceCode, WorkTerm } from './constants';

/** The part of a feed job the list does not show; the edit form starts from it. */
export interface FeedJobDetails {
  /** Plain text as typed (the public feed escapes it; never render it as HTML). */
  description: string;
  employer_name: string;
  /** One of the 13 provinces and territories (PROVINCES). */
  province: ProvinceCode;
  /** The town as typed on the form (form field `city`). */
  town: string;
  /** F, P or L (WORK_TERMS gives the label). */
  work_term: WorkTerm;
  /** At least 1; the form's default is FEED_JOB_DEFAULTS.number_of_positions. */
  number_of_positions: number;
  /** Free text ("$38/h", "Competitive"); null when not given. */
  salary: string | null;
  /** YYYY-MM-DD. */
  date_posted: string;
  /** YYYY-MM-DD, never before date_posted; the job leaves the public feed the day after. */
  display_until: string;
  /** date_posted written for people, in the request's language ("Nov 25, 2026"). */
  posted_at_pretty_date: string;
  /** display_until written the same way. */
  display_until_pretty_date: string;
}

export interface FeedJob {
  id: number;
  title: string;
  /** Where applicants apply; null only for jobs edited to have none (the URL is optional on edit). */
  url: string | null;
  /** "Town, PR" (town and province code), as the list shows it. */
  location: string;
  /** false: the job stays in the list but is absent from the public feed at once. */
  is_active: boolean;
  details: FeedJobDetails;
}

/**
 * POST /json/feed-jobs and PUT /json/feed-jobs/{id}. Every field is required (`Title is required`, …) except
 * salary, and url on PUT. 422 messages are keyed by these field names.
 */
export interface FeedJobInput {
  title: string;
  description: string;
  employer_name: string;
  /** A code of PROVINCES; anything else: 422 `The selected province is invalid.` */
  province: ProvinceCode | string;
  /** Stored as details.town. */
  city: string;
  /** F, P or L; anything else: 422 `The selected term is invalid.` */
  term: WorkTerm | string;
  /** Whole number ≥ 1 (a numeric string is accepted). */
  number_of_positions: number | string;
  /** Optional: empty or missing stores null. */
  salary?: string | null;
  /** YYYY-MM-DD. */
  date_posted: string;
  /** YYYY-MM-DD, not before date_posted: 422 on display_until `The display until must be a date after or equal to date posted.` */
  display_until: string;
  /** http(s) URL; required on POST, optional on PUT (empty clears it). */
  url?: string | null;
  /** Optional, default true on create; on PUT, missing keeps the current value. */
  is_active?: boolean;
}

/** GET /json/feed-jobs?page= (20 a page, newest first). */
export interface FeedJobsResponse {
  feed_jobs: Paginated<FeedJob>;
}

/** POST /json/feed-jobs (message `Job created successfully!`), PUT /json/feed-jobs/{id} (`Successfully Updated Job Details!`), PUT /json/feed-jobs/{id}/active. */
export interface FeedJobResponse {
  message: string;
  feed_job: FeedJob;
}

/** PUT /json/feed-jobs/{id}/active: the list's toggle. */
export interface FeedJobActiveInput {
  is_active: boolean;
}

export interface ApprovedDomain {
  id: number;
  /** A host name in lower case (`careers.example.com`); pages served from it over https or http may read the feed. */
  domain: string;
  /** "2 days ago", in the request's language. */
  created_at_diff_for_humans: string;
}

/** GET /json/feed-jobs/integrations/approved-domains; POST (body ApprovedDomainInput) and DELETE …/approved-domains/{id} answer the same with a message. */
export interface ApprovedDomainsResponse {
  /** Present on POST (`Domain added successfully`) and DELETE (`Domain removed successfully`). */
  message?: string;
  approved_domains: ApprovedDomain[];
}

/**
 * A host name: `careers.example.com` (a pasted `https://careers.example.com/jobs` is reduced to its host).
 * 422 on domain: `Domain is required`, `The domain must be a valid host name.`, `The domain has already been added.`
 */
export interface ApprovedDomainInput {
  domain: string;
}

/** A town of the reference data. */
export interface Town {
  id: number;
  name: string;
}

/** GET /json/feed-jobs/integrations/locations-by-province?province=AB: the province's towns, by name. */
export interface LocationsByProvinceResponse {
  province: ProvinceCode;
  towns: Town[];
}

export interface FilteredLocation {
  id: number;
  /** Town name. */
  town: string;
  /** Province code. */
  province: ProvinceCode;
}

/** GET /json/feed-jobs/integrations/filtered-locations (by province then town). */
export interface FilteredLocationsResponse {
  filtered_locations: FilteredLocation[];
}

/**
 * POST /json/feed-jobs/integrations/filtered-locations. The town must be one of the province's towns
 * (locations-by-province). 422: `Town is required`, `Province is required`, `The selected province is invalid.`,
 * `The selected town is invalid.`, on town `This location has already been added.`
 */
export interface FilteredLocationInput {
  /** Town name as locations-by-province lists it (its id is accepted too). */
  town: string | number;
  province: ProvinceCode | string;
}

/** POST answers with the new row; DELETE …/filtered-locations/{id} answers MessageResponse `Location removed successfully`. */
export interface FilteredLocationResponse {
  message: string;
  filtered_location: FilteredLocation;
}

/**
 * GET /json/feed-jobs/integrations/feed: what the Integration tab shows to paste into a careers page.
 * The public feed answers at these URLs (not under /json), see docs/adr/0014-public-jobs-feed.md.
 */
export interface FeedIntegrationResponse {
  /** The customer's stable public identifier in the feed URLs. */
  feed_slug: string;
  /** Absolute URL of the JSON feed (PublicJobsFeed). */
  json_url: string;
  /** Absolute URL of the RSS 2.0 feed. */
  rss_url: string;
  /** Whether the customer has an integration token (Settings); with it the feed can be read from any origin. */
  has_integration_token: boolean;
}

/** One job of the public feed: only what an applicant should see. */
export interface PublicFeedJob {
  id: number;
  title: string;
  url: string | null;
  description: string;
  employer_name: string;
  town: string;
  province: ProvinceCode;
  /** English province name. */
  province_name: string;
  work_term: WorkTerm;
  /** English label: Full-Time, Part-Time, Part-Time leading to Full-Time. */
  work_term_label: string;
  number_of_positions: number;
  salary: string | null;
  date_posted: string;
  display_until: string;
}

/**
 * GET /feeds/{feed_slug}/jobs.json (and jobs.rss, RSS 2.0): the customer's active jobs whose display_until is today or
 * later and date_posted today or earlier, newest first, limited to the filtered locations when any are set.
 * Browsers may read it from an approved domain's origin (CORS); a request carrying the customer's integration token
 * (`Authorization: Bearer <token>` or `?token=<token>`) may read it from any origin. A cross-origin request
 * from elsewhere answers 403 with no Access-Control-Allow-Origin. Unknown slug or no jobs_feed feature: 404.
 */
export interface PublicJobsFeed {
  employer: { name: string };
  jobs: PublicFeedJob[];
}
