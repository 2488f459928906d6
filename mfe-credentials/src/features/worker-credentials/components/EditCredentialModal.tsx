import { useMemo, useState, type FormEvent } from 'react';
import {
  formErrorsFrom,
  keepPreviousCredentialVersion,
  updateUserCredential,
  useUserCredentialTypes,
  type WorkerUserCredential,
} from 'shared-api';
import { Alert, Button, FormModal, useToast } from 'shared-ui';
import {
  hasErrors,
  UPDATE_CREDENTIAL_API_FIELDS,
  updateCredentialPayload,
  validateCredentialForm,
  type CredentialFormErrors,
  type CredentialFormValues,
} from '../utils/credentialForm';
import { fieldsReadFromFile } from '../utils/credentialRules';
import { serverMessage } from '../utils/errorMessage';
import { EN_CREDENTIALS, getCredentialsT, useCredentialsT } from '../../../i18n';
import { CredentialFields, type CredentialFieldsProps } from './CredentialFields';
import { ReplacementReview } from './ReplacementReview';

/** The English texts (tests compare with them); the modal speaks the reader's language. */
export const EDIT_CREDENTIAL_SUCCESS = EN_CREDENTIALS.edit.success;
export const EDIT_CREDENTIAL_FAILED = EN_CREDENTIALS.edit.failed;

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
 * are marked, and saving confirms them as checked by a person. For a worker's replacement it shows the version it
 * replaced beside it: saving confirms the replacement, 'Keep the previous version' goes back to it.
 */
export function EditCredentialModal({ credential, onClose, onSaved }: EditCredentialModalProps) {
  const { t } = useCredentialsT();
  const toast = useToast();
  const types = useUserCredentialTypes();
  const [initial] = useState(() => initialValues(credential));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CredentialFormErrors>({});
  const [serverErrors, setServerErrors] = useState<CredentialFieldsProps['serverErrors']>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [restoring, setRestoring] = useState(false);
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
      setFailure(t('form.summary'));
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      const response = await updateUserCredential(credential.id, updateCredentialPayload(values));
      toast.success(getCredentialsT()('edit.success'));
      onSaved(response.user_credential);
      onClose();
    } catch (cause) {
      const failed = getCredentialsT()('edit.failed');
      const { documentNumber, expiry, file, ...checkedFields } = formErrorsFrom(cause, UPDATE_CREDENTIAL_API_FIELDS, failed).fields;
      setErrors(checkedFields);
      setServerErrors({ documentNumber, expiry, file });
      setFailure(serverMessage(cause, failed));
    } finally {
      setSaving(false);
    }
  }

  async function keepPrevious() {
    if (restoring || saving) return;
    setFailure(null);
    setRestoring(true);
    try {
      const response = await keepPreviousCredentialVersion(credential.id);
      toast.success(response.message || getCredentialsT()('replacement.kept'));
      onSaved(response.user_credential);
      onClose();
    } catch (cause) {
      setFailure(serverMessage(cause, getCredentialsT()('edit.failed')));
    } finally {
      setRestoring(false);
    }
  }

  const sourceFile = credential.s3_url;
  const { replacement } = credential;
  // What is being reviewed, above the failure and the fields.
  const notice = replacement ? (
    <>
      <Alert tone="warning" title={t('edit.needsReview')}>
        {t('replacement.explanation')}
      </Alert>
      <ReplacementReview
        replacement={replacement}
        submitted={{ issued: credential.issued, expiry: credential.expiry, documentNumber: credential.document_number }}
      />
    </>
  ) : credential.needs_review ? (
    <Alert tone="warning" title={t('edit.needsReview')}>
      {t('edit.reviewText')}
      {sourceFile ? (
        <>
          {' '}
          <a href={sourceFile} target="_blank" rel="noopener noreferrer">
            {t('edit.openFile')}
          </a>
        </>
      ) : null}
    </Alert>
  ) : null;

  return (
    <FormModal
      size={replacement ? 'lg' : 'md'}
      title={t('edit.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={credential.needs_review ? t('edit.confirm') : t('edit.save')}
      saving={saving}
      cancelWhileSaving
      submitDisabled={restoring}
      failure={failure}
      formLabel={t('add.formLabel')}
      layout="stack"
      notice={notice}
      actions={
        replacement ? (
          <Button variant="secondary" onClick={() => void keepPrevious()} loading={restoring} disabled={saving}>
            {t('replacement.keepPrevious')}
          </Button>
        ) : null
      }
    >
      <CredentialFields
        values={values}
        errors={errors}
        serverErrors={serverErrors}
        onChange={change}
        credentialTypes={types.data?.user_credential_types ?? []}
        fileLabel={sourceFile ? t('edit.replaceFile') : t('add.file')}
        accept={IMAGE_ACCEPT}
        readFromFile={readFromFile}
      />
    </FormModal>
  );
}
