import { useId, useState, type FormEvent } from 'react';
import {
  formErrorsFrom,
  type PublicUpdateRequestResponse,
  type UpdateCredentialInput,
  type UploadProgress,
} from 'shared-api';
import { Alert, Button, Icon, Spinner, TextField, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { DocumentInput } from '../../../components/DocumentInput';
import { FieldPair, FormFields, RequesterMessage, RequestSheet } from '../../../components/RequestSheet';
import { useTransientMessage } from '../hooks/useTransientMessage';

export type UpdateRequest = NonNullable<PublicUpdateRequestResponse['update_request']>;

export interface UpdateCredentialSheetProps {
  request: UpdateRequest;
  /** The request was completed before; the worker may still send a newer document. */
  completed: boolean;
  /** Sends the update; resolves with the server's message once it was saved, rejects with the ApiError otherwise. */
  onSubmit: (input: UpdateCredentialInput, onProgress: (progress: UploadProgress) => void) => Promise<string | undefined>;
}

export const UPDATED_MESSAGE = 'Credential updated successfully!';
/** The server's wording for an update that changes nothing; with the dates locked, that is one without a document. */
export const NEW_DOCUMENT_REQUIRED = 'Please choose the new document to upload.';

type FieldName = 'issued' | 'expiry' | 'document';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: FieldName[] = ['issued', 'expiry', 'document'];

/** A date input wants YYYY-MM-DD; the server may send a timestamp. */
const dateValue = (value: string | null) => value?.slice(0, 10) ?? '';

const Greeting = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const CurrentLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const DocumentLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const NoDocument = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const DatesNote = styled.p`
  margin-top: ${({ theme }) => `-${theme.spacing(1)}`};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Submit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding-top: ${({ theme }) => theme.spacing(0.5)};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Progress = styled.p<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 24px;
  color: ${({ theme, $done }) => ($done ? theme.tones.success.fg : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;

/**
 * The update page's card. The dates describe the document, so they stay as on file (disabled, as the spec
 * shows them) until the worker chooses a new document; then they can be corrected to match it.
 */
export function UpdateCredentialSheet({ request, completed, onSubmit }: UpdateCredentialSheetProps) {
  const credential = request.user_credential;
  const customer = request.enterprise_customer.name;
  const [document, setDocument] = useState<File | null>(null);
  const [issued, setIssued] = useState(dateValue(credential.issued));
  const [expiry, setExpiry] = useState(dateValue(credential.expiry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const progress = useTransientMessage();
  const datesNoteId = useId();
  const datesLocked = !document || sending;
  const shownIssued = document ? issued : dateValue(credential.issued);
  const shownExpiry = document ? expiry : dateValue(credential.expiry);

  function chooseDocument(file: File | null) {
    setDocument(file);
    setErrors(({ document: _cleared, ...rest }) => rest);
    // The new document's dates start from the ones on file.
    setIssued(dateValue(credential.issued));
    setExpiry(dateValue(credential.expiry));
  }

  function reportProgress({ loaded, total }: UploadProgress) {
    progress.hold(loaded >= total ? 'Saving credential…' : `Uploading document… ${Math.round((loaded / total) * 100)}%`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!document) {
      setErrors({ document: NEW_DOCUMENT_REQUIRED });
      return;
    }
    setErrors({});
    setSending(true);
    progress.hold('Uploading document… 0%');
    try {
      const message = await onSubmit(
        { userCredentialId: credential.id, issued: shownIssued, expiry: shownExpiry, document },
        reportProgress,
      );
      setDocument(null);
      progress.flash(message || UPDATED_MESSAGE);
    } catch (error) {
      const { fields, message } = formErrorsFrom(error, FIELDS, 'Your update could not be sent. Check your connection and try again.');
      progress.hold(null);
      setErrors(fields);
      setFailure(message ?? 'Correct the marked fields and try again.');
    } finally {
      setSending(false);
    }
  }

  const done = !sending && progress.message !== null;

  return (
    <RequestSheet
      eyebrow="Credential update request"
      title={`Hi ${request.worker.full_name},`}
      intro={
        <>
          <Greeting>
            {completed ? (
              <>
                This request was already completed, but you can still send <strong>{customer}</strong> a newer
                document for your <strong>{credential.name}</strong> credential.
              </>
            ) : (
              <>
                <strong>{customer}</strong> has requested an updated document for your{' '}
                <strong>{credential.name}</strong> credential.
              </>
            )}
          </Greeting>
          {request.message ? (
            <RequesterMessage>
              <cite>Message from {customer}</cite>
              {request.message}
            </RequesterMessage>
          ) : null}
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Update your credential">
        <FormFields>
          <TextField label="Credential Name" value={credential.name} disabled readOnly />
          <FieldPair>
            <TextField
              label="Issued date"
              type="date"
              value={shownIssued}
              onChange={(event) => {
                setIssued(event.target.value);
                setErrors(({ issued: _cleared, ...rest }) => rest);
              }}
              disabled={datesLocked}
              error={errors.issued}
              aria-describedby={datesNoteId}
            />
            <TextField
              label="Expires date"
              type="date"
              value={shownExpiry}
              min={shownIssued || undefined}
              onChange={(event) => {
                setExpiry(event.target.value);
                setErrors(({ expiry: _cleared, ...rest }) => rest);
              }}
              disabled={datesLocked}
              error={errors.expiry}
              aria-describedby={datesNoteId}
            />
          </FieldPair>
          <DatesNote id={datesNoteId}>
            {document
              ? 'Correct the dates if the new document shows different ones.'
              : 'The dates are those of the document on file. Choose a new document to change them.'}
          </DatesNote>
          <Current>
            <CurrentLabel>Current document</CurrentLabel>
            {credential.document_url ? (
              // noreferrer: the page's address holds the request token, which the document's host must not receive.
              <DocumentLink href={credential.document_url} target="_blank" rel="noopener noreferrer">
                View Document
                <Icon name="external" size={16} />
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </DocumentLink>
            ) : (
              <NoDocument>No Document Found</NoDocument>
            )}
          </Current>
          <DocumentInput
            label="New document"
            file={document}
            onChange={chooseDocument}
            onReject={(message) => {
              chooseDocument(null);
              setErrors((current) => ({ ...current, document: message }));
            }}
            error={errors.document}
            disabled={sending}
          />
          {failure ? (
            <Alert tone="danger" title="Your credential was not updated">
              {failure}
            </Alert>
          ) : null}
          <Submit>
            <Button type="submit" loading={sending}>
              Update Credential
            </Button>
            <Progress role="status" $done={done}>
              {progress.message ? (
                <>
                  {sending ? <Spinner size={16} decorative /> : <Icon name="check" size={18} />}
                  {progress.message}
                </>
              ) : null}
            </Progress>
          </Submit>
        </FormFields>
      </form>
    </RequestSheet>
  );
}
