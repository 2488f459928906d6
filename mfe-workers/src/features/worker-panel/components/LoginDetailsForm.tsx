import { useState, type FormEvent } from 'react';
import { formErrorsFrom, updateWorkerLoginDetails, type Worker } from 'shared-api';
import { Alert, Button, TextField, useToast } from 'shared-ui';
import styled from 'styled-components';
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
      toast.success('Login details updated successfully');
    } catch (cause) {
      const { fields, message } = formErrorsFrom(cause, ['username', 'password'], 'The login details could not be saved.');
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
    <Form noValidate onSubmit={handleSubmit} aria-label="Login details">
      <TextField
        label="Username"
        name="username"
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldErrors.username}
      />
      <div>
        <TextField
          label="Password"
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          hint={worker.has_password ? 'A password is set; saving replaces it.' : undefined}
        />
        <PasswordActions>
          <Button variant="link" size="sm" onClick={fillGeneratedPassword}>
            Generate
          </Button>
          <Button variant="link" size="sm" onClick={() => setPasswordVisible((shown) => !shown)}>
            {passwordVisible ? 'Hide password' : 'Show password'}
          </Button>
        </PasswordActions>
      </div>
      <FullRow>
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </FullRow>
    </Form>
  );
}
