import { useState } from 'react';
import { createCrewShare, type CrewShareResponse } from 'shared-api';
import { DateField, FieldGridWide, TextAreaField, TextField } from 'shared-ui';
import { PageForm } from '../../../components/PageForm';
import { useFormSubmit } from '../../../components/useFormSubmit';
import { useCrewsT } from '../../../i18n';

type Field = 'recipient_name' | 'recipient_email' | 'message' | 'expires_at';

/** Share the crew: recipient name, e-mail and message (and an optional last day), e-mailed as a link. */
export function ShareForm({ crewId, onShared }: { crewId: number; onShared: (response: CrewShareResponse) => void }) {
  const { t } = useCrewsT();
  const [values, setValues] = useState<Record<Field, string>>({ recipient_name: '', recipient_email: '', message: '', expires_at: '' });
  const setValue = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const change = (field: Field) => (event: { target: { value: string } }) => setValue(field)(event.target.value);

  const { errors, failure, saving, submit } = useFormSubmit<Field>({
    fields: ['recipient_name', 'recipient_email', 'message', 'expires_at'],
    failedKey: 'share.form.failed',
    send: async () => {
      const response = await createCrewShare(crewId, {
        recipient_name: values.recipient_name.trim(),
        recipient_email: values.recipient_email.trim(),
        message: values.message.trim(),
        expires_at: values.expires_at || null,
      });
      setValues({ recipient_name: '', recipient_email: '', message: '', expires_at: '' });
      onShared(response);
    },
  });

  return (
    <PageForm aria-label={t('share.form.title')} onSubmit={(event) => void submit(event)} failure={failure} submitLabel={t('share.form.submit')} saving={saving}>
      <TextField label={t('share.form.name')} value={values.recipient_name} error={errors.recipient_name} onChange={change('recipient_name')} />
      <TextField label={t('share.form.email')} type="email" value={values.recipient_email} error={errors.recipient_email} onChange={change('recipient_email')} />
      <FieldGridWide>
        <TextAreaField label={t('share.form.message')} rows={3} value={values.message} error={errors.message} onChange={change('message')} />
      </FieldGridWide>
      <DateField label={t('share.form.expires')} hint={t('share.form.expiresHint')} value={values.expires_at} error={errors.expires_at} onChange={setValue('expires_at')} />
    </PageForm>
  );
}
