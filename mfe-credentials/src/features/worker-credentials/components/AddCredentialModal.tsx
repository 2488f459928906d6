import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  createWorkerCredential,
  findDuplicateCredentials,
  formErrorsFrom,
  updateUserCredential,
  useUserCredentialTypes,
  useWorkerDetails,
  type DuplicateCredentialsResponse,
} from 'shared-api';
import { Alert, Button, Modal, RetryAlert, Stack, Tabs, useToast } from 'shared-ui';
import styled from 'styled-components';
import type { ParseUploads } from '../hooks/useParseUploads';
import {
  ADD_CREDENTIAL_API_FIELDS,
  addCredentialPayload,
  EMPTY_CREDENTIAL_FORM,
  hasErrors,
  validateCredentialForm,
  type CredentialFormErrors,
  type CredentialFormValues,
} from '../utils/credentialForm';
import { PARSE_ACCEPT } from '../utils/parseFiles';
import { CredentialFields, type CredentialFieldsProps } from './CredentialFields';
import { EN_CREDENTIALS, getCredentialsT, useCredentialsT } from '../../../i18n';
import { ParseFileList } from './ParseFileList';

type AddTab = 'form' | 'parse';

/** The English text (tests compare with it); the modal shows the reader's language. */
export const ADD_CREDENTIAL_FAILED = EN_CREDENTIALS.add.failed;

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
const DuplicateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export function AddCredentialModal({ workerId, parseUploads, onClose, onCreated }: AddCredentialModalProps) {
  const { t } = useCredentialsT();
  const formId = useId();
  const toast = useToast();
  const types = useUserCredentialTypes();
  const tabs: Array<{ value: AddTab; label: string }> = [
    { value: 'form', label: t('add.tabForm') },
    { value: 'parse', label: t('add.tabParse') },
  ];
  const { data: workerData } = useWorkerDetails(workerId);
  const [tab, setTab] = useState<AddTab>('form');
  const [values, setValues] = useState<CredentialFormValues>(EMPTY_CREDENTIAL_FORM);
  const [errors, setErrors] = useState<CredentialFormErrors>({});
  const [serverErrors, setServerErrors] = useState<CredentialFieldsProps['serverErrors']>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // An upload that matches a credential of the worker: the person chooses to replace it or to add a new one.
  const [duplicate, setDuplicate] = useState<DuplicateCredentialsResponse | null>(null);

  function change<K extends keyof CredentialFormValues>(field: K, value: CredentialFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setDuplicate(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save('check');
  }

  /** 'check' asks the server for a matching credential first; 'add' adds anyway; 'replace' updates the match. */
  async function save(mode: 'check' | 'add' | 'replace') {
    if (submitting) return;
    const found = validateCredentialForm(values);
    setErrors(found);
    setServerErrors({});
    if (hasErrors(found)) {
      setFormError(t('form.summary'));
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const payload = addCredentialPayload(values);
      if (mode === 'check') {
        // The check only advises: when it cannot answer, the credential is added as before.
        const found = await findDuplicateCredentials(workerId, payload).catch(() => null);
        if (found && found.duplicates.length > 0) {
          setDuplicate(found);
          return;
        }
      }
      const match = duplicate?.duplicates[0];
      const response =
        mode === 'replace' && match
          ? await updateUserCredential(match.id, {
              name: payload.name,
              credential_type_id: payload.user_credential_type_id,
              document_number: payload.document_number ?? '',
              issued: payload.issued,
              expiry: payload.expiry,
              image: payload.file,
            })
          : await createWorkerCredential(workerId, payload);
      // The answer may come after a switch of language: the toast speaks the language of that moment.
      const later = getCredentialsT();
      const name = response.user_credential.name;
      const workerName = workerData?.worker.full_name;
      toast.success(
        response.message ||
          (workerName ? later('add.submitted', { name, worker: workerName }) : later('add.submittedNoWorker', { name })),
      );
      onCreated();
      onClose();
    } catch (cause) {
      const later = getCredentialsT();
      const { fields, message } = formErrorsFrom(cause, ADD_CREDENTIAL_API_FIELDS, later('add.failed'));
      const { documentNumber, expiry, file, ...checkedFields } = fields;
      setErrors(checkedFields);
      setServerErrors({ documentNumber, expiry, file });
      setFormError(message === null ? later('form.summary') : later('add.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  const { files, sending, finished, rejectedNames, setWatched } = parseUploads;
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
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={submitting}>
          {t('add.submit')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button onClick={() => void parseUploads.send()} loading={sending} disabled={queued === 0}>
          {/* No file waiting reads as one: the button is disabled then. */}
          {t('add.parseFiles', { count: Math.max(queued, 1) })}
        </Button>
      </>
    );

  return (
    <Modal open size="md" title={t('add.title')} onClose={onClose} footer={footer}>
      <Tabs aria-label={t('add.tabsLabel')} items={tabs} value={tab} onChange={setTab} />
      <TabBody>
        {tab === 'form' ? (
          <form id={formId} noValidate onSubmit={submit} aria-label={t('add.formLabel')}>
            <Stack gap={2}>
              {formError ? <Alert tone="danger">{formError}</Alert> : null}
              {duplicate?.duplicates[0] ? (
                <Alert
                  tone="warning"
                  title={t('add.duplicateTitle')}
                  action={
                    <DuplicateActions>
                      <Button size="sm" onClick={() => void save('replace')} loading={submitting}>
                        {t('add.replace', { name: duplicate.duplicates[0].name })}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => void save('add')} disabled={submitting}>
                        {t('add.addAnyway')}
                      </Button>
                    </DuplicateActions>
                  }
                >
                  {duplicate.message}
                </Alert>
              ) : null}
              {types.error ? (
                <RetryAlert onRetry={() => void types.mutate()}>
                  {t('add.typesFailed')}
                </RetryAlert>
              ) : null}
              <CredentialFields
                values={values}
                errors={errors}
                serverErrors={serverErrors}
                onChange={change}
                credentialTypes={types.data?.user_credential_types ?? []}
                withNotes
                fileLabel={t('add.file')}
                accept={CREDENTIAL_FILE_ACCEPT}
              />
            </Stack>
          </form>
        ) : (
          <Stack gap={2}>
            <Explanation>{t('add.parseExplanation')}</Explanation>
            <FileChooser>
              <label htmlFor={`${formId}-parse-files`}>{t('add.files')}</label>
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
                {t('add.rejected', { names: rejectedNames.join(', ') })}
              </Alert>
            ) : null}
            {files.length > 0 ? <ParseFileList files={files} onRemove={sending ? undefined : parseUploads.remove} /> : null}
            {finished ? (
              <Alert tone={finished.failed > 0 ? 'warning' : 'success'}>
                {finished.failed > 0 ? t('parse.finishedWithFailures', { count: finished.failed, total: finished.total }) : t('parse.finished')}
              </Alert>
            ) : files.some((file) => file.status === 'uploaded') && !sending ? (
              <Alert tone="info">{t('parse.reading')}</Alert>
            ) : null}
          </Stack>
        )}
      </TabBody>
    </Modal>
  );
}
