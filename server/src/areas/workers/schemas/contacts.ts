import { z } from 'zod';
import type { WorkerContact, WorkerContactResponse, WorkerContactsResponse } from 'shared-api/contract';
import { optionalEmail, optionalText, requiredText } from '../worker-fields';
import { msg } from '../../../core/i18n';

const contactType = z.enum(['emergency', 'other'], { error: msg('workers:contacts.type_invalid') });

const optionalFields = {
  contact_type: contactType.optional(),
  last_name: optionalText('last_name', 100).transform((value) => (value === null ? '' : value)),
  relationship: optionalText('relationship', 100),
  phone: optionalText('phone', 50),
  publicly_visible: z.boolean({ error: msg('workers:boolean', { attribute: msg('workers:attributes.publicly_visible') }) }).optional(),
  email: optionalEmail(),
  address: optionalText('address'),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  zip: optionalText('zip', 20),
};

export const contactInput = z.object({ first_name: requiredText('first_name', 100), ...optionalFields });
export const contactUpdate = z.object({ first_name: requiredText('first_name', 100).optional(), ...optionalFields });

/** The fields of a contact as given; those left out (undefined) keep their default or stored value. */
export type ContactFields = z.infer<typeof contactUpdate>;

const contact = z.object({
  id: z.number().int(),
  contact_type: contactType,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  relationship: z.string().nullable(),
  phone: z.string().nullable(),
  publicly_visible: z.boolean(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
}) satisfies z.ZodType<WorkerContact>;

export const workerContactsResponse = z.object({ contacts: z.array(contact) }) satisfies z.ZodType<WorkerContactsResponse>;

export const workerContactResponse = z.object({ contact, message: z.string().optional() }) satisfies z.ZodType<WorkerContactResponse>;
