import { z } from 'zod';
import { TAG_COLORS } from 'shared-api/contract';
import type { Tag, TagsResponse, WorkerTagResponse } from 'shared-api/contract';

export const tagInput = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(50, 'The name field must not be greater than 50 characters.'),
  color: z
    .string({ error: 'The selected color is invalid.' })
    .trim()
    .toLowerCase()
    .refine((color) => (TAG_COLORS as readonly string[]).includes(color), 'The selected color is invalid.')
    .default(TAG_COLORS[0]),
});

export const suggestionsQuery = z.object({
  name: z.string().trim().max(50, 'The name may not be greater than 50 characters.').default(''),
});

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() }) satisfies z.ZodType<Tag>;

export const tagsResponse = z.object({ tags: z.array(tagSchema) }) satisfies z.ZodType<TagsResponse>;

export const workerTagResponse = z.object({ tag: tagSchema, tags: z.array(tagSchema) }) satisfies z.ZodType<WorkerTagResponse>;
