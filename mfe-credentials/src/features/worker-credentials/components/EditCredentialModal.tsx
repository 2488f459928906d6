import { useId, useMemo, useState, type FormEvent } from 'react';
import { formErrorsFrom, updateUserCredential, useUserCredentialTypes, type WorkerUserCredential } from 'shared-api';
import { Alert, Button, Modal, Stack, useToast } from 'shared-ui';
import {
  FORM_ERRORS_SUMMARY,
  hasErrors,
  UPDATE_CREDENTIAL_API_FIELDS,
  updateCredentialPayload,
  validateCredentialForm,
  type CredentialFormErrors,
  type CredentialFormValues,
} from '../utils/credentialForm';
import { fieldsReadFromFile } from '../utils/credentialRules';
import { serverMessage } from '../utils/errorMessage';
import { CredentialFields, type CredentialFieldsProps } from './CredentialFields';

export const EDIT_CREDENTIAL_SUCCESS = 'Credential updated successfully';
export const EDIT_CREDENTIAL_FAILED = 'An error occurred';

const IMAGE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

export interface EditCredentialModalProps {
  credential: WorkerUserCredential;
  onClose: () => void;
  onSaved: (credential: WorkerUserCredential) => void;
}

function initialValues(credential: WorkerUserCredential): CredentialFormValues {
  return {
    name: credential.name,
    credentialTypeId: credential.user_credential_type_id === null ? '' : String(credential.user_credential_type_id),
    documentNumber: credential.document_number ?? '',
    issued: credential.issued ?? '',
    expiry: credential.expiry ?? '',
    notes: credential.notes ?? '',
    file: null,
  };
}

/**
 * Edit Credential. For a parse proposal (needs_review) it is the review: the fields read from the file
 * are marked, and saving confirms them as checked by a person.
 */
export function EditCredentialModal({ credential, onClose, onSaved }: EditCredentialModalProps) {
  const formId = useId();
  const toast = useToast();
  const types = useUserCredentialTypes();
  const [initial] = useState(() => initialValues(credential));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CredentialFormErrors>({});
  const [serverErrors, setServerErrors] = useState<CredentialFieldsProps['serverErrors']>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const proposed = useMemo(
    () => (credential.needs_review ? fieldsReadFromFile(credential.metadata.results?.key_value_pairs) : undefined),
    [credential],
  );
  // A value the person has changed is theirs, no longer the file's.
  const readFromFile = proposed && new Set([...proposed].filter((field) => values[field] === initial[field]));

  function change<K extends keyof CredentialFormValues>(field: K, value: CredentialFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validateCredentialForm(values);
    setErrors(found);
    setServerErrors({});
    if (hasErrors(found)) {
      setFailure(FORM_ERRORS_SUMMARY);
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      const response = await updateUserCredential(credential.id, updateCredentialPayload(values));
      toast.success(EDIT_CREDENTIAL_SUCCESS);
      onSaved(response.user_credential);
      onClose();
    } catch (cause) {
      const { documentNumber, expiry, file, ...checkedFields } = formErrorsFrom(cause, UPDATE_CREDENTIAL_API_FIELDS, EDIT_CREDENTIAL_FAILED).fields;
      setErrors(checkedFields);
      setServerErrors({ documentNumber, expiry, file });
      setFailure(serverMessage(cause, EDIT_CREDENTIAL_FAILED));
    } finally {
      setSaving(false);
    }
  }

  const sourceFile = credential.s3_url;

  return (
    <Modal
      open
      size="md"
      title="Edit Credential"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {credential.needs_review ? 'Confirm' : 'Save'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label="Credential details">
        <Stack gap={2}>
          {credential.needs_review ? (
            <Alert tone="warning" title="Needs review">
              These values were proposed from the uploaded file. Check each one against the document, correct what is wrong
              and confirm.
              {sourceFile ? (
                <>
                  {' '}
                  <a href={sourceFile} target="_blank" rel="noopener noreferrer">
                    Open the file
                  </a>
                </>
              ) : null}
            </Alert>
          ) : null}
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <CredentialFields
            values={values}
            errors={errors}
            serverErrors={serverErrors}
            onChange={change}
            credentialTypes={types.data?.user_credential_types ?? []}
            fileLabel={sourceFile ? 'Replace the file' : 'File'}
            accept={IMAGE_ACCEPT}
            readFromFile={readFromFile}
          />
        </Stack>
      </form>
    </Modal>
  );
}
