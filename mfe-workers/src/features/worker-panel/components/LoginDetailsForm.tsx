import { useState, type FormEvent } from 'react';
import { formErrorsFrom, updateWorkerLoginDetails, type Worker } from 'shared-api';
import { Alert, Button, TextField, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { generatePassword } from '../utils/generatePassword';
import { validateLoginDetails } from '../utils/loginDetails';

interface LoginDetailsFormProps {
  worker: Worker;
  onWorkerChange: (worker: Worker) => void;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: start;
`;

const PasswordActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin-top: ${({ theme }) => theme.spacing(0.5)};
`;

const FullRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  align-items: flex-start;
`;

/** Username and password the worker signs in to the mobile app with. */
export function LoginDetailsForm({ worker, onWorkerChange }: LoginDetailsFormProps) {
  const toast = useToast();
  const [username, setUsername] = useState(worker.username ?? '');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [saving, setSaving] = useState(false);
  const { t } = useWorkersT();
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const invalid = validateLoginDetails(username, password);
    setFieldErrors({});
    setFormError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      const { worker: updated } = await updateWorkerLoginDetails(worker.id, { username: username.trim(), password });
      onWorkerChange(updated);
      toast.success(getWorkersT()('login.updated'));
    } catch (cause) {
      const { fields, message } = formErrorsFrom(cause, ['username', 'password'], getWorkersT()('login.failed'));
      setFieldErrors(fields);
      setFormError(message);
    } finally {
      setSaving(false);
    }
  }

  function fillGeneratedPassword() {
    setPassword(generatePassword());
    setPasswordVisible(true);
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label={t('login.label')}>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldErrors.username}
      />
      <div>
        <TextField
          label={t('login.password')}
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          hint={worker.has_password ? t('login.passwordSet') : undefined}
        />
        <PasswordActions>
          <Button variant="link" size="sm" onClick={fillGeneratedPassword}>
            {t('login.generate')}
          </Button>
          <Button variant="link" size="sm" onClick={() => setPasswordVisible((shown) => !shown)}>
            {passwordVisible ? t('login.hidePassword') : t('login.showPassword')}
          </Button>
        </PasswordActions>
      </div>
      <FullRow>
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Button type="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </FullRow>
    </Form>
  );
}
