import type { ApprovedDomain, FeedIntegrationResponse, FeedJob, FilteredLocation, Paginated, Town } from 'shared-api';

export function makeJob(overrides: Omit<Partial<FeedJob>, 'details'> & { details?: Partial<FeedJob['details']> } = {}): FeedJob {
  const { details, ...rest } = overrides;
  return {
    id: 1,
    title: 'Journeyperson Electrician',
    url: 'https://careers.northshore.example/jobs/electrician',
    location: 'Calgary, AB',
    is_active: true,
    ...rest,
    details: {
      description: 'Commercial tenant improvements in downtown Calgary.',
      employer_name: 'Northshore Builders',
      province: 'AB',
      town: 'Calgary',
      work_term: 'F',
      number_of_positions: 2,
      salary: '$42/h',
      date_posted: '2026-11-20',
      display_until: '2026-12-18',
      posted_at_pretty_date: 'Nov 20, 2026',
      display_until_pretty_date: 'Dec 18, 2026',
      ...details,
    },
  };
}

export const jobs: FeedJob[] = [
  makeJob(),
  makeJob({
    id: 2,
    title: 'Concrete Finisher',
    location: 'Red Deer, AB',
    is_active: false,
    url: null,
    details: { town: 'Red Deer', work_term: 'P', salary: null, employer_name: 'Northshore Builders' },
  }),
  makeJob({
    id: 3,
    title: 'Heavy Equipment Operator — Excavator, Dozer and Grader, Fort McMurray oil sands site rotation',
    location: 'Fort McMurray, AB',
    url: 'https://careers.northshore.example/jobs/heavy-equipment-operator-excavator-dozer-grader-fort-mcmurray',
    details: { town: 'Fort McMurray', work_term: 'L' },
  }),
];

export function page<T>(data: T[], current_page = 1, last_page = 1): Paginated<T> {
  return {
    data,
    current_page,
    last_page,
    per_page: 20,
    from: data.length ? (current_page - 1) * 20 + 1 : null,
    to: data.length ? (current_page - 1) * 20 + data.length : null,
    total: (last_page - 1) * 20 + data.length,
    next_page_url: current_page < last_page ? `/json/feed-jobs?page=${current_page + 1}` : null,
    prev_page_url: current_page > 1 ? `/json/feed-jobs?page=${current_page - 1}` : null,
  };
}

export const domains: ApprovedDomain[] = [
  { id: 1, domain: 'careers.northshore.example', created_at_diff_for_humans: '2 days ago' },
  { id: 2, domain: 'jobs.albertabuilders.example', created_at_diff_for_humans: '3 weeks ago' },
];

export const filteredLocations: FilteredLocation[] = [
  { id: 1, town: 'Calgary', province: 'AB' },
  { id: 2, town: 'Edmonton', province: 'AB' },
  { id: 3, town: 'Saskatoon', province: 'SK' },
];

export const albertaTowns: Town[] = [
  { id: 1, name: 'Calgary' },
  { id: 2, name: 'Edmonton' },
  { id: 3, name: 'Red Deer' },
  { id: 4, name: 'Lethbridge' },
];

export const integration: FeedIntegrationResponse = {
  feed_slug: 'northshore-builders-4f2a',
  json_url: 'https://portal.example/feeds/northshore-builders-4f2a/jobs.json',
  rss_url: 'https://portal.example/feeds/northshore-builders-4f2a/jobs.rss',
  has_integration_token: false,
};
