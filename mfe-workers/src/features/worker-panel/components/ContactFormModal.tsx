import { useId, useState, type FormEvent } from 'react';
import {
  createWorkerContact,
  formErrorsFrom,
  updateWorkerContact,
  type ContactType,
  type WorkerContact,
  type WorkerContactInput,
} from 'shared-api';
import { Alert, Button, CheckboxField, Icon, Modal, SelectField, TextField, Tooltip, useToast } from 'shared-ui';
import styled from 'styled-components';
import { EN_CA, getWorkersT, useWorkersT } from '../../../i18n';
import { useCanadianAddress } from '../../../hooks/useCanadianAddress';
import { fieldLabel } from '../utils/fieldLabel';

/** The tooltip's en-CA text (the spec's), which the tests compare with. */
export const PUBLICLY_VISIBLE_TOOLTIP = EN_CA.contacts.publiclyVisibleTooltip;

type TextContactField = 'first_name' | 'last_name' | 'relationship' | 'phone' | 'email' | 'address' | 'city' | 'state' | 'zip';

const TEXT_FIELDS: Array<{ name: TextContactField; type: 'text' | 'tel' | 'email' }> = [
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
  { name: 'relationship', type: 'text' },
  { name: 'phone', type: 'tel' },
  { name: 'email', type: 'email' },
  { name: 'address', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'zip', type: 'text' },
];

const CONTACT_TYPES: ContactType[] = ['emergency', 'other'];

type ContactForm = Record<TextContactField, string> & { contact_type: ContactType; publicly_visible: boolean };

const CONTACT_FIELDS: Array<keyof ContactForm> = ['contact_type', ...TEXT_FIELDS.map(({ name }) => name), 'publicly_visible'];

function formOf(contact: WorkerContact | null): ContactForm {
  return {
    contact_type: contact?.contact_type ?? 'emergency',
    publicly_visible: contact?.publicly_visible ?? false,
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    relationship: contact?.relationship ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    address: contact?.address ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    zip: contact?.zip ?? '',
  };
}

/** Blank optional fields travel as null, so clearing one in an update really clears it. */
function inputOf(form: ContactForm): WorkerContactInput {
  const input: WorkerContactInput = { contact_type: form.contact_type, publicly_visible: form.publicly_visible };
  for (const { name } of TEXT_FIELDS) {
    const value = form[name].trim();
    if (name === 'first_name' || name === 'last_name') input[name] = value;
    else input[name] = value === '' ? null : value;
  }
  return input;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Full = styled.div`
  grid-column: 1 / -1;
`;

const VisibilityRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
`;

const InfoButton = styled.button`
  display: inline-flex;
  padding: 2px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: help;
`;

interface ContactFormModalProps {
  workerId: number;
  /** The contact to update; null creates a new one. */
  contact: WorkerContact | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or update a contact. No client validation (spec part 1 §5): the server's messages are shown. */
export function ContactFormModal({ workerId, contact, onClose, onSaved }: ContactFormModalProps) {
  const toast = useToast();
  const formId = useId();
  const [form, setForm] = useState<ContactForm>(() => formOf(contact));
  const [saving, setSaving] = useState(false);
  const { t } = useWorkersT();
  const canadian = useCanadianAddress();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ContactForm, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function set<K extends keyof ContactForm>(name: K, value: ContactForm[K]) {
    setForm((current) => ({ ...current, [name]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    try {
      if (contact) {
        const { message } = await updateWorkerContact(workerId, contact.id, inputOf(form));
        toast.success(message ?? getWorkersT()('contacts.updated'));
      } else {
        const { message } = await createWorkerContact(workerId, inputOf(form));
        toast.success(message ?? getWorkersT()('contacts.created'));
      }
      onSaved();
      onClose();
    } catch (cause) {
      const { fields, message } = formErrorsFrom(cause, CONTACT_FIELDS, getWorkersT()('contacts.saveFailed'));
      setFieldErrors(fields);
      setFormError(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={contact ? t('contacts.updateTitle') : t('contacts.createTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {contact ? t('common.update') : t('common.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit}>
        <Grid>
          {formError ? (
            <Full>
              <Alert tone="danger">{formError}</Alert>
            </Full>
          ) : null}
          <SelectField
            label={t('contacts.contactType')}
            name="contact_type"
            options={CONTACT_TYPES.map((value) => ({ value, label: t(`contacts.${value}` as const) }))}
            value={form.contact_type}
            onChange={(event) => set('contact_type', event.target.value as ContactType)}
            error={fieldErrors.contact_type}
          />
          {TEXT_FIELDS.map(({ name, type }) => (
            <TextField
              key={name}
              label={fieldLabel(name, t, canadian)}
              name={name}
              type={type}
              autoComplete="off"
              value={form[name]}
              onChange={(event) => set(name, event.target.value)}
              error={fieldErrors[name]}
            />
          ))}
          <VisibilityRow>
            <CheckboxField
              label={t('contacts.publiclyVisible')}
              name="publicly_visible"
              checked={form.publicly_visible}
              onChange={(event) => set('publicly_visible', event.target.checked)}
              error={fieldErrors.publicly_visible}
            />
            <Tooltip content={t('contacts.publiclyVisibleTooltip')}>
              <InfoButton type="button" aria-label={t('contacts.aboutPubliclyVisible')}>
                <Icon name="info" size={18} />
              </InfoButton>
            </Tooltip>
          </VisibilityRow>
        </Grid>
      </form>
    </Modal>
  );
}
