import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formErrorsFrom, type FulfilCredentialInput, type PublicCredentialRequest, type UploadProgress as Progress } from 'shared-api';
import { Alert, Button, progressOf, TextField, UploadProgress, type UploadProgressState } from 'shared-ui';
import styled from 'styled-components';
import { DocumentInput } from '../../../components/DocumentInput';
import { FieldPair, FormFields, RequestSheet } from '../../../components/RequestSheet';
import { proposedExpiry } from '../utils/expiry';

export type CredentialRequest = PublicCredentialRequest['credential_request'];

export interface FulfilRequestSheetProps {
  request: CredentialRequest;
  /** Sends the credential; resolves only when the server accepted it, rejects with the ApiError otherwise. */
  onSubmit: (input: FulfilCredentialInput, onProgress: (progress: Progress) => void) => Promise<void>;
  /** The date an emptied issued date counts from. */
  today?: Date;
}

export const ISSUED_REQUIRED = 'Issued date is required!';

type FieldName = 'issued' | 'expiry' | 'document';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: FieldName[] = ['issued', 'expiry', 'document'];

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: pre-wrap;
`;

const Asker = styled.p`
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Submit = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding-top: ${({ theme }) => theme.spacing(0.5)};

  & > button {
    align-self: flex-start;
  }

  ${({ theme }) => theme.media.mobile} {
    & > button {
      align-self: stretch;
    }
  }
`;

function monthsText(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/**
 * The fulfil page's card: what the customer asks for and the worker's answer (dates and the document).
 * Changing the issued date proposes the expiry from the credential's validity period; the worker may edit it.
 */
export function FulfilRequestSheet({ request, onSubmit, today }: FulfilRequestSheetProps) {
  const { credential, prompt } = request.metadata;
  const [issued, setIssued] = useState('');
  const [expiry, setExpiry] = useState('');
  const [document, setDocument] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const issuedInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  // A field the server refused takes focus once the form is enabled again (a disabled input takes none).
  const refocus = useRef<HTMLInputElement | null>(null);
  const sending = progress !== null;

  useEffect(() => {
    if (sending) return;
    refocus.current?.focus();
    refocus.current = null;
  }, [sending]);

  function changeIssued(value: string) {
    setIssued(value);
    setErrors(({ issued: _cleared, ...rest }) => rest);
    const proposal = proposedExpiry(value, credential.validity_period_months, today);
    if (proposal) setExpiry(proposal);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!issued) {
      setErrors((current) => ({ ...current, issued: ISSUED_REQUIRED }));
      issuedInput.current?.focus();
      return;
    }
    setErrors({});
    setProgress(document ? { phase: 'uploading', loaded: 0, total: document.size } : { phase: 'processing' });
    try {
      await onSubmit({ issued, expiry, document }, (sent) => setProgress(progressOf(sent)));
    } catch (error) {
      const { fields, message } = formErrorsFrom(error, FIELDS, 'Your credential could not be sent. Check your connection and try again.');
      setErrors(fields);
      setFailure(message ?? 'Correct the marked fields and submit again.');
      refocus.current = fields.issued ? issuedInput.current : fields.expiry ? expiryInput.current : null;
    } finally {
      setProgress(null);
    }
  }

  return (
    <RequestSheet
      eyebrow="Credential request"
      title={prompt.title}
      intro={
        <>
          {prompt.message ? <Lead>{prompt.message}</Lead> : null}
          <Asker>
            <strong>{request.enterprise_customer.name}</strong> asked <strong>{request.worker.full_name}</strong> for
            their <strong>{credential.label}</strong> credential.
          </Asker>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Submit your credential">
        <FormFields>
          <TextField label="Credential Name" value={credential.label} disabled readOnly />
          <FieldPair>
            <TextField
              ref={issuedInput}
              label="Issued Date"
              type="date"
              required
              value={issued}
              onChange={(event) => changeIssued(event.target.value)}
              error={errors.issued}
              disabled={sending}
            />
            <TextField
              ref={expiryInput}
              label="Expiry Date"
              type="date"
              value={expiry}
              min={issued || undefined}
              onChange={(event) => {
                setExpiry(event.target.value);
                setErrors(({ expiry: _cleared, ...rest }) => rest);
              }}
              error={errors.expiry}
              hint={
                credential.validity_period_months
                  ? `Valid for ${monthsText(credential.validity_period_months)}: filled in from the issued date. You can change it.`
                  : 'Leave empty if the credential does not expire.'
              }
              disabled={sending}
            />
          </FieldPair>
          <DocumentInput
            label="Document"
            file={document}
            onChange={(file) => {
              setDocument(file);
              setErrors(({ document: _cleared, ...rest }) => rest);
            }}
            onReject={(message) => {
              setDocument(null);
              setErrors((current) => ({ ...current, document: message }));
            }}
            error={errors.document}
            disabled={sending}
          />
          {failure ? (
            <Alert tone="danger" title="Your credential was not submitted">
              {failure}
            </Alert>
          ) : null}
          <Submit>
            <Button type="submit" icon="check" loading={sending}>
              Submit Credential
            </Button>
            {progress ? <UploadProgress state={progress} uploadingLabel="Uploading" processingLabel="Saving your credential…" /> : null}
          </Submit>
        </FormFields>
      </form>
    </RequestSheet>
  );
}
