import { z } from 'zod';
import { PROVINCE_CODES } from 'shared-api/contract';
import type {
  TrainingProvider,
  TrainingProviderLocationsResponse,
  TrainingProviderResponse,
  TrainingProviderServicesResponse,
  TrainingProvidersResponse,
} from 'shared-api/contract';
import { pageQuery } from '../../core/http/pagination';
import { paginatedOf } from '../../core/http/response';
import { msg } from '../../core/i18n';

export const listQuery = z.object({
  ...pageQuery,
  search: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string({ error: msg('training:search_text') }).max(255, msg('training:search_too_long', { max: 255 })).optional()),
});

export type ListQuery = z.infer<typeof listQuery>;

const provider = z.object({
  id: z.number().int(),
  name: z.string(),
  website_url: z.string().nullable(),
  description: z.string(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
}) satisfies z.ZodType<TrainingProvider>;

export const providersResponse = z.object({ training_providers: paginatedOf(provider) }) satisfies z.ZodType<TrainingProvidersResponse>;
export const providerResponse = z.object({ training_provider: provider }) satisfies z.ZodType<TrainingProviderResponse>;

export const servicesResponse = z.object({
  services: paginatedOf(z.object({ id: z.number().int(), name: z.string(), price: z.number().nullable() })),
}) satisfies z.ZodType<TrainingProviderServicesResponse>;

const province = z.enum(PROVINCE_CODES as [typeof PROVINCE_CODES[number], ...typeof PROVINCE_CODES[number][]]);

export const locationsResponse = z.object({
  locations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      address: z.string().nullable(),
      town: z.object({ id: z.number().int(), name: z.string() }),
      province: z.object({ code: province, name: z.string() }),
      pretty_phone: z.string().nullable(),
      website: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<TrainingProviderLocationsResponse>;
