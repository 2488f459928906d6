import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FulfilCredentialInput, PublicCredentialRequest, UploadProgress as Progress } from 'shared-api';
import { Alert, Button, DateField, progressOf, TextField, UploadProgress, type UploadProgressState } from 'shared-ui';
import styled from 'styled-components';
import { DocumentInput } from '../../../components/DocumentInput';
import { FieldPair, FormFields, RequestSheet } from '../../../components/RequestSheet';
import { message, PublicTrans, usePublicT } from '../../../i18n';
import { proposedExpiry } from '../../../utils/expiry';
import { useCredentialFields, type CredentialFieldErrors } from '../../../utils/useCredentialFields';

export type CredentialRequest = PublicCredentialRequest['credential_request'];

export interface FulfilRequestSheetProps {
  request: CredentialRequest;
  /** Sends the credential; resolves only when the server accepted it, rejects with the ApiError otherwise. */
  onSubmit: (input: FulfilCredentialInput, onProgress: (progress: Progress) => void) => Promise<void>;
  /** The date an emptied issued date counts from. */
  today?: Date;
}

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

/**
 * The fulfil page's card: what the customer asks for and the worker's answer (dates and the document).
 * Changing the issued date proposes the expiry from the credential's validity period; the worker may edit it.
 */
export function FulfilRequestSheet({ request, onSubmit, today }: FulfilRequestSheetProps) {
  const { credential, prompt } = request.metadata;
  const form = useCredentialFields({
    proposeExpiry: (issued) => proposedExpiry(issued, credential.validity_period_months, today),
    refusal: { correctFields: 'fulfil.correctFields', sendFailed: 'fulfil.sendFailed' },
  });
  const { issued, expiry, document } = form;
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const issuedInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  // A field the server refused takes focus once the form is enabled again (a disabled input takes none).
  const refocus = useRef<HTMLInputElement | null>(null);
  const sending = progress !== null;
  const { t } = usePublicT();

  useEffect(() => {
    if (sending) return;
    refocus.current?.focus();
    refocus.current = null;
  }, [sending]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    form.clearFailure();
    // The request is answered with proof: an issued date alone does not fulfil it.
    const missing: CredentialFieldErrors = {
      ...(issued ? {} : { issued: message('fulfil.issuedRequired') }),
      ...(document ? {} : { document: message('fulfil.documentRequired') }),
    };
    if (missing.issued || missing.document) {
      form.setErrors((current) => ({ ...current, ...missing }));
      if (missing.issued) issuedInput.current?.focus();
      return;
    }
    form.setErrors({});
    setProgress(document ? { phase: 'uploading', loaded: 0, total: document.size } : { phase: 'processing' });
    try {
      await onSubmit({ issued, expiry, document }, (sent) => setProgress(progressOf(sent)));
    } catch (error) {
      const fields = form.refuse(error);
      refocus.current = fields.issued ? issuedInput.current : fields.expiry ? expiryInput.current : null;
    } finally {
      setProgress(null);
    }
  }

  return (
    <RequestSheet
      eyebrow={t('fulfil.eyebrow')}
      title={prompt.title}
      intro={
        <>
          {prompt.message ? <Lead>{prompt.message}</Lead> : null}
          <Asker>
            <PublicTrans
              i18nKey="fulfil.asked"
              values={{ customer: request.enterprise_customer.name, worker: request.worker.full_name, credential: credential.label }}
              components={[<strong key="customer" />, <strong key="worker" />, <strong key="credential" />]}
            />
          </Asker>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label={t('fulfil.form')}>
        <FormFields>
          <TextField label={t('request.credentialName')} value={credential.label} disabled readOnly />
          <FieldPair>
            <DateField
              ref={issuedInput}
              label={t('fulfil.issued')}
              required
              {...form.issuedField}
              disabled={sending}
            />
            <DateField
              ref={expiryInput}
              label={t('fulfil.expiry')}
              {...form.expiryField}
              hint={
                credential.validity_period_months
                  ? t('fulfil.validFor', { count: credential.validity_period_months })
                  : t('fulfil.noExpiry')
              }
              disabled={sending}
            />
          </FieldPair>
          <DocumentInput
            label={t('fulfil.document')}
            {...form.documentField}
            disabled={sending}
          />
          {form.failure ? (
            <Alert tone="danger" title={t('fulfil.notSubmitted')}>
              {form.failure}
            </Alert>
          ) : null}
          <Submit>
            <Button type="submit" icon="check" loading={sending}>
              {t('fulfil.submit')}
            </Button>
            {progress ? <UploadProgress state={progress} uploadingLabel={t('fulfil.uploading')} processingLabel={t('fulfil.saving')} /> : null}
          </Submit>
        </FormFields>
      </form>
    </RequestSheet>
  );
}
