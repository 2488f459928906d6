import { z } from 'zod';
import { TAG_COLORS } from 'shared-api/contract';
import type { Tag, TagsResponse, WorkerTagResponse } from 'shared-api/contract';
import { msg } from '../../../core/i18n';

const required = msg('validation.required', { attribute: msg('workers:attributes.name') });
const colorInvalid = msg('workers:tags.color_invalid');

export const tagInput = z.object({
  name: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(50, msg('validation.max_string', { attribute: msg('workers:attributes.name'), max: 50 })),
  color: z
    .string({ error: colorInvalid })
    .trim()
    .toLowerCase()
    .refine((color) => (TAG_COLORS as readonly string[]).includes(color), colorInvalid)
    .default(TAG_COLORS[0]),
});

export const suggestionsQuery = z.object({
  name: z.string().trim().max(50, msg('workers:tags.search_too_long', { max: 50 })).default(''),
});

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() }) satisfies z.ZodType<Tag>;

export const tagsResponse = z.object({ tags: z.array(tagSchema) }) satisfies z.ZodType<TagsResponse>;

export const workerTagResponse = z.object({ tag: tagSchema, tags: z.array(tagSchema) }) satisfies z.ZodType<WorkerTagResponse>;
