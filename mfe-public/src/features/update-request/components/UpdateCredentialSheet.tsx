import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PublicUpdateRequestResponse, UpdateCredentialInput, UploadProgress } from 'shared-api';
import { Alert, Button, DateField, formatNumber, Spinner, TextField } from 'shared-ui';
import styled from 'styled-components';
import { DocumentInput } from '../../../components/DocumentInput';
import { DocumentLink } from '../../../components/DocumentLink';
import { FieldPair, FormFields, RequesterMessage, RequestSheet } from '../../../components/RequestSheet';
import { getPublicT, message, PublicTrans, useMessageText, usePublicT, type Message } from '../../../i18n';
import { addMonths } from '../../../utils/expiry';
import { useCredentialFields } from '../../../utils/useCredentialFields';

export type UpdateRequest = NonNullable<PublicUpdateRequestResponse['update_request']>;

export interface UpdateCredentialSheetProps {
  request: UpdateRequest;
  /** The request was completed before; the worker may still send a newer document. */
  completed: boolean;
  /** Sends the update; resolves with the server's message once it was saved, rejects with the ApiError otherwise. */
  onSubmit: (input: UpdateCredentialInput, onProgress: (progress: UploadProgress) => void) => Promise<string | undefined>;
}

/** 'Uploading document… 42%' in the language it is shown in. */
const uploading =
  (ratio: number): Message =>
  (locale) =>
    getPublicT(locale)('update.uploading', { percent: formatNumber(ratio, { locale, style: 'percent' }) });

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

// Focused after a successful update so a phone scrolls to it: the first thing the worker sees is that it worked.
const Sent = styled.div`
  scroll-margin-top: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Progress = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;

/**
 * The update page's card. A renewed ticket has new dates and usually a new number, so the issued and expiry dates
 * and the document number are always editable (starting from the ones on file); a new issued date proposes the
 * expiry from the credential's validity period.
 * After a successful update the confirmation comes first (focused and scrolled to), the form stays for another.
 */
export function UpdateCredentialSheet({ request, completed, onSubmit }: UpdateCredentialSheetProps) {
  const credential = request.user_credential;
  const customer = request.enterprise_customer.name;
  const months = credential.validity_period_months;
  const form = useCredentialFields({
    issued: dateValue(credential.issued),
    expiry: dateValue(credential.expiry),
    documentNumber: credential.document_number ?? '',
    proposeExpiry: (issued) => (months && /^\d{4}-\d{2}-\d{2}$/.test(issued) ? addMonths(issued, months) : null),
    refusal: { correctFields: 'update.correctFields', sendFailed: 'update.sendFailed' },
  });
  const { issued, expiry, documentNumber, document } = form;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Message | null>(null);
  const sentBox = useRef<HTMLDivElement>(null);
  // A Message may be a function: set through an updater, not taken for one.
  const [progress, setProgress] = useState<Message | null>(null);
  const { t } = usePublicT();
  const text = useMessageText();
  const datesNoteId = useId();
  const detailsChanged =
    issued !== dateValue(credential.issued) || expiry !== dateValue(credential.expiry) || documentNumber.trim() !== (credential.document_number ?? '');

  useEffect(() => {
    if (!sent) return;
    sentBox.current?.focus({ preventScroll: true });
    sentBox.current?.scrollIntoView?.({ block: 'start' });
  }, [sent]);

  function reportProgress({ loaded, total }: UploadProgress) {
    setProgress(() => loaded >= total ? message('update.saving') : uploading(Math.round((loaded / total) * 100) / 100));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    form.clearFailure();
    setSent(null);
    if (!document && !detailsChanged) {
      // The server's wording for an update that changes nothing.
      form.setErrors({ document: message('update.newDocumentRequired') });
      return;
    }
    form.setErrors({});
    setSending(true);
    setProgress(() => document ? uploading(0) : message('update.saving'));
    try {
      const said = await onSubmit({ userCredentialId: credential.id, issued, expiry, documentNumber, document }, reportProgress);
      form.setDocument(null);
      setProgress(() => null);
      setSent(() => said || message('update.successTitle'));
    } catch (error) {
      setProgress(() => null);
      form.refuse(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <RequestSheet
      eyebrow={t('update.eyebrow')}
      title={t('update.greeting', { name: request.worker.full_name })}
      intro={
        <>
          <Greeting>
            <PublicTrans
              i18nKey={completed ? 'update.completed' : 'update.requested'}
              values={{ customer, credential: credential.name }}
              components={[<strong key="customer" />, <strong key="credential" />]}
            />
          </Greeting>
          {request.message ? (
            <RequesterMessage>
              <cite>{t('update.messageFrom', { customer })}</cite>
              {request.message}
            </RequesterMessage>
          ) : null}
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label={t('update.form')}>
        <FormFields>
          {sent ? (
            <Sent ref={sentBox} tabIndex={-1}>
              <Alert tone="success" title={text(sent)}>
                {t('update.successReview', { customer })}
              </Alert>
            </Sent>
          ) : null}
          <TextField label={t('request.credentialName')} value={credential.name} disabled readOnly />
          <FieldPair>
            <DateField
              label={t('update.issued')}
              {...form.issuedField}
              disabled={sending}
              aria-describedby={datesNoteId}
            />
            <DateField
              label={t('update.expiry')}
              {...form.expiryField}
              disabled={sending}
              aria-describedby={datesNoteId}
            />
          </FieldPair>
          <DatesNote id={datesNoteId}>
            {months ? t('update.validFor', { count: months }) : t('update.datesEditable')}
          </DatesNote>
          <TextField
            label={t('update.documentNumber')}
            {...form.documentNumberField}
            maxLength={100}
            autoComplete="off"
            disabled={sending}
            hint={t('update.documentNumberHint')}
          />
          <Current>
            <CurrentLabel>{t('update.currentDocument')}</CurrentLabel>
            {credential.document_url ? (
              <DocumentLink href={credential.document_url} label={t('update.viewDocument')} assistiveText={t('update.opensInNewTab')} />
            ) : (
              <NoDocument>{t('update.noDocument')}</NoDocument>
            )}
          </Current>
          <DocumentInput
            label={t('update.newDocument')}
            {...form.documentField}
            disabled={sending}
          />
          {form.failure ? (
            <Alert tone="danger" title={t('update.notUpdated')}>
              {form.failure}
            </Alert>
          ) : null}
          <Submit>
            <Button type="submit" loading={sending}>
              {t('update.submit')}
            </Button>
            <Progress role="status">
              {progress ? (
                <>
                  <Spinner size={16} decorative />
                  {text(progress)}
                </>
              ) : null}
            </Progress>
          </Submit>
        </FormFields>
      </form>
    </RequestSheet>
  );
}
