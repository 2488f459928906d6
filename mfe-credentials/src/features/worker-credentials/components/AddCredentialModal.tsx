import { useEffect, useId, useState, type FormEvent } from 'react';
import { createWorkerCredential, formErrorsFrom, useUserCredentialTypes, useWorkerDetails } from 'shared-api';
import { Alert, Button, Modal, RetryAlert, Stack, Tabs, useToast } from 'shared-ui';
import styled from 'styled-components';
import type { ParseUploads } from '../hooks/useParseUploads';
import {
  ADD_CREDENTIAL_API_FIELDS,
  addCredentialPayload,
  EMPTY_CREDENTIAL_FORM,
  FORM_ERRORS_SUMMARY,
  hasErrors,
  validateCredentialForm,
  type CredentialFormErrors,
  type CredentialFormValues,
} from '../utils/credentialForm';
import { PARSE_ACCEPT } from '../utils/parseFiles';
import { CredentialFields, type CredentialFieldsProps } from './CredentialFields';
import { ParseFileList } from './ParseFileList';

type AddTab = 'form' | 'parse';

const TABS: Array<{ value: AddTab; label: string }> = [
  { value: 'form', label: 'Form' },
  { value: 'parse', label: 'Parse File' },
];

export const ADD_CREDENTIAL_FAILED = 'Something went wrong while submitting the credential. Please refresh the page.';

/** Any file the credential holds: a document scan or photo. */
const CREDENTIAL_FILE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

export interface AddCredentialModalProps {
  workerId: number;
  parseUploads: ParseUploads;
  onClose: () => void;
  /** Called after a credential was created from the form. */
  onCreated: () => void;
}

const TabBody = styled.div`
  padding-top: ${({ theme }) => theme.spacing(2)};
`;

const FileChooser = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input {
    max-width: 100%;
  }
`;

const Explanation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Add a Credential: type the credential in (Form) or let the server read it from files (Parse File). */
export function AddCredentialModal({ workerId, parseUploads, onClose, onCreated }: AddCredentialModalProps) {
  const formId = useId();
  const toast = useToast();
  const types = useUserCredentialTypes();
  const { data: workerData } = useWorkerDetails(workerId);
  const [tab, setTab] = useState<AddTab>('form');
  const [values, setValues] = useState<CredentialFormValues>(EMPTY_CREDENTIAL_FORM);
  const [errors, setErrors] = useState<CredentialFormErrors>({});
  const [serverErrors, setServerErrors] = useState<CredentialFieldsProps['serverErrors']>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function change<K extends keyof CredentialFormValues>(field: K, value: CredentialFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateCredentialForm(values);
    setErrors(found);
    setServerErrors({});
    if (hasErrors(found)) {
      setFormError(FORM_ERRORS_SUMMARY);
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const response = await createWorkerCredential(workerId, addCredentialPayload(values));
      const workerName = workerData?.worker.full_name ?? 'this worker';
      toast.success(response.message || `Successfully submitted credential: ${response.user_credential.name} for ${workerName}`);
      onCreated();
      onClose();
    } catch (cause) {
      const { fields, message } = formErrorsFrom(cause, ADD_CREDENTIAL_API_FIELDS, ADD_CREDENTIAL_FAILED);
      const { documentNumber, expiry, file, ...checkedFields } = fields;
      setErrors(checkedFields);
      setServerErrors({ documentNumber, expiry, file });
      setFormError(message === null ? FORM_ERRORS_SUMMARY : ADD_CREDENTIAL_FAILED);
    } finally {
      setSubmitting(false);
    }
  }

  const { files, sending, finishedMessage, rejectedNames, setWatched } = parseUploads;
  const watching = tab === 'parse';
  useEffect(() => {
    setWatched(watching);
    return () => setWatched(false);
  }, [watching, setWatched]);
  const queued = files.filter((file) => file.status === 'queued').length;

  const footer =
    tab === 'form' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={formId} loading={submitting}>
          Submit
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => void parseUploads.send()} loading={sending} disabled={queued === 0}>
          {queued > 1 ? `Parse ${queued} files` : 'Parse file'}
        </Button>
      </>
    );

  return (
    <Modal open size="md" title="Add a Credential" onClose={onClose} footer={footer}>
      <Tabs aria-label="How to add the credential" items={TABS} value={tab} onChange={setTab} />
      <TabBody>
        {tab === 'form' ? (
          <form id={formId} noValidate onSubmit={submit} aria-label="Credential details">
            <Stack gap={2}>
              {formError ? <Alert tone="danger">{formError}</Alert> : null}
              {types.error ? (
                <RetryAlert onRetry={() => void types.mutate()}>
                  The credential types could not be loaded.
                </RetryAlert>
              ) : null}
              <CredentialFields
                values={values}
                errors={errors}
                serverErrors={serverErrors}
                onChange={change}
                credentialTypes={types.data?.user_credential_types ?? []}
                withNotes
                fileLabel="File"
                accept={CREDENTIAL_FILE_ACCEPT}
              />
            </Stack>
          </form>
        ) : (
          <Stack gap={2}>
            <Explanation>
              Choose one or more PDF, PNG or JPEG files. Each file is read into a credential for you to review; the files are
              sent one after another.
            </Explanation>
            <FileChooser>
              <label htmlFor={`${formId}-parse-files`}>Files</label>
              <input
                id={`${formId}-parse-files`}
                type="file"
                multiple
                accept={PARSE_ACCEPT}
                disabled={sending}
                onChange={(event) => {
                  parseUploads.add(Array.from(event.target.files ?? []));
                  // The same file can be chosen again after it was removed.
                  event.target.value = '';
                }}
              />
            </FileChooser>
            {rejectedNames.length > 0 ? (
              <Alert tone="warning">
                {`Only PDF, PNG and JPEG files can be parsed; left out: ${rejectedNames.join(', ')}.`}
              </Alert>
            ) : null}
            {files.length > 0 ? <ParseFileList files={files} onRemove={sending ? undefined : parseUploads.remove} /> : null}
            {finishedMessage ? <Alert tone="success">{finishedMessage}</Alert> : null}
          </Stack>
        )}
      </TabBody>
    </Modal>
  );
}
