import { useState } from 'react';
import { requestCrewShare } from 'shared-api';
import { FormModal, TextAreaField, TextField, useToast } from 'shared-ui';
import { useFormSubmit } from '../../../components/useFormSubmit';
import { getCrewsT, useCrewsT } from '../../../i18n';

type Field = 'email' | 'message';

// Enough to catch a typo; the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Request a Crew: asks another company, by e-mail, to share a crew (e-mail required and valid, message required). */
export function RequestCrewModal({ onClose }: { onClose: () => void }) {
  const { t } = useCrewsT();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const { errors, failure, saving, submit } = useFormSubmit<Field>({
    fields: ['email', 'message'],
    failedKey: 'share.request.failed',
    check: () => {
      const found: Partial<Record<Field, string>> = {};
      if (!email.trim()) found.email = t('share.request.emailRequired');
      else if (!EMAIL.test(email.trim())) found.email = t('share.request.emailInvalid');
      if (!message.trim()) found.message = t('share.request.messageRequired');
      return found;
    },
    send: async () => {
      const response = await requestCrewShare({ email: email.trim(), message: message.trim() });
      toast.success(response.message || getCrewsT()('share.request.sent'));
      onClose();
    },
  });

  return (
    <FormModal
      title={t('share.request.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('share.request.submit')}
      saving={saving}
      failure={failure}
      layout="plain"
    >
      <p>{t('share.request.intro')}</p>
      <TextField label={t('share.request.email')} type="email" required value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} />
      <TextAreaField label={t('share.request.message')} required rows={4} value={message} error={errors.message} onChange={(event) => setMessage(event.target.value)} />
    </FormModal>
  );
}
