import { z } from 'zod';
import { messageResponse } from '../../core/http/response';
import type { EnterpriseCustomerResponse, LoginResponse, MeResponse, MessageResponse } from 'shared-api/contract';

export const loginBody = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .pipe(z.email('The email field must be a valid email address.')),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
});

const role = z.enum(['owner', 'admin', 'member']);

const user = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  image_url: z.string().nullable(),
  pivot: z.object({ role }).optional(),
});

export const loginResponse = z.object({ user, csrf_token: z.string() }) satisfies z.ZodType<LoginResponse>;

export const logoutResponse = messageResponse satisfies z.ZodType<MessageResponse>;

export const meResponse = z.object({ user }) satisfies z.ZodType<MeResponse>;

export const enterpriseCustomerResponse = z.object({
  enterprise_customer: z.object({
    id: z.number().int(),
    name: z.string(),
    mode: z.enum(['normal', 'demo']),
    access_url: z.string().nullable(),
    features: z.array(
      z.object({
        id: z.number().int(),
        label: z.enum(['credentials', 'crews', 'jobs_feed', 'access', 'local_construction_association']),
        name: z.string(),
        description: z.string(),
      }),
    ),
  }),
  enterprise_customer_user: z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    enterprise_customer_id: z.number().int(),
    role,
  }),
}) satisfies z.ZodType<EnterpriseCustomerResponse>;
