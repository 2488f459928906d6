import { z } from 'zod';
import { paginatedOf } from '../../../core/http/response';
import { pageQuery } from '../../../core/http/pagination';
import { LOCALES, msg } from '../../../core/i18n';
import type { Worker, WorkerResponse, WorkersResponse } from 'shared-api/contract';
import { tagSchema } from './tags';

/** GET /json/workers: the list's filters, order and page. */
export const workerListQuery = z.object({
  ...pageQuery,
  active: z.enum(['', 'true', 'false'], { error: msg('workers:list.active') }).default(''),
  with_crews: z.enum(['', 'true', 'false'], { error: msg('workers:list.with_crews') }).default(''),
  has_crews: z.enum(['', 'true', 'false'], { error: msg('workers:list.has_crews') }).default(''),
  worker_tags: z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.string().trim().max(50, msg('workers:list.tag_too_long')))
      .max(50, msg('workers:list.too_many_tags')),
  ),
  search: z.string().trim().max(200, msg('workers:list.search_too_long')).default(''),
  order_by: z.enum(['name', 'newest', 'oldest'], { error: msg('workers:list.order_by') }).default('name'),
});

export type WorkerListQuery = z.infer<typeof workerListQuery>;

export const workerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  dob: z.string().nullable(),
  bio: z.string().nullable(),
  preferred_language: z.enum(LOCALES),
  username: z.string().nullable(),
  has_password: z.boolean(),
  profile_picture_url: z.string().nullable(),
  job_title: z.string().nullable(),
  crews_count: z.number().int(),
  credentials_expired_count: z.number().int(),
  credentials_expiring_count: z.number().int(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  user: z
    .object({
      id: z.number().int(),
      full_name: z.string(),
      trade: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
  created_at: z.string(),
  tags: z.array(tagSchema),
  crews: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at_diff_for_humans: z.string(),
}) satisfies z.ZodType<Worker>;

export const workersResponse = z.object({ workers: paginatedOf(workerSchema) }) satisfies z.ZodType<WorkersResponse>;

export const workerResponse = z.object({ worker: workerSchema, message: z.string().optional() }) satisfies z.ZodType<WorkerResponse>;
