import { useState, type ChangeEvent } from 'react';
import { formErrorsFrom } from 'shared-api';
import { documentProblemMessage, type DocumentProblem } from '../components/DocumentInput';
import { message, useMessageText, type Message, type PublicKey } from '../i18n';

export type CredentialField = 'issued' | 'expiry' | 'document_number' | 'document';
/** The server's messages, or ours (i18n Message) written when shown. */
export type CredentialFieldErrors = Partial<Record<CredentialField, Message>>;

const FIELDS: CredentialField[] = ['issued', 'expiry', 'document_number', 'document'];

export interface CredentialFieldsOptions {
  /** The dates the form starts from (YYYY-MM-DD, or empty). */
  issued?: string;
  expiry?: string;
  /** The document number the form starts from (the update page: the one on file), or empty. */
  documentNumber?: string;
  /** The expiry a new issued date proposes, or null to leave the expiry as the worker typed it. */
  proposeExpiry: (issued: string) => string | null;
  /** What a refusal says above the form: when it marked fields, and when the server gave no reason. */
  refusal: { correctFields: PublicKey; sendFailed: PublicKey };
}

/**
 * The issued date, expiry date, document number (update) and document a worker sends on a request page (fulfil, update), with each field's
 * error (cleared when the field changes) and the refusal shown above the form. The `…Field` props go to the
 * DateFields and the DocumentInput as they are.
 */
export function useCredentialFields({
  issued: startIssued = '',
  expiry: startExpiry = '',
  documentNumber: startDocumentNumber = '',
  proposeExpiry,
  refusal,
}: CredentialFieldsOptions) {
  const [issued, setIssued] = useState(startIssued);
  const [expiry, setExpiry] = useState(startExpiry);
  const [documentNumber, setDocumentNumber] = useState(startDocumentNumber);
  const [document, setDocument] = useState<File | null>(null);
  const [errors, setErrors] = useState<CredentialFieldErrors>({});
  const [failure, setFailure] = useState<Message | null>(null);
  const text = useMessageText();

  const clear = (field: CredentialField) => setErrors(({ [field]: _cleared, ...rest }) => rest);

  function chooseDocument(file: File | null) {
    setDocument(file);
    clear('document');
  }

  return {
    issued,
    expiry,
    documentNumber,
    document,
    setDocument,
    /** Replaces or merges the fields' errors (the checks made before sending). */
    setErrors,
    issuedField: {
      value: issued,
      onChange: (value: string) => {
        setIssued(value);
        clear('issued');
        const proposal = proposeExpiry(value);
        if (proposal) setExpiry(proposal);
      },
      error: errors.issued && text(errors.issued),
    },
    expiryField: {
      value: expiry,
      min: issued || undefined,
      onChange: (value: string) => {
        setExpiry(value);
        clear('expiry');
      },
      error: errors.expiry && text(errors.expiry),
    },
    documentNumberField: {
      value: documentNumber,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setDocumentNumber(event.target.value);
        clear('document_number');
      },
      error: errors.document_number && text(errors.document_number),
    },
    documentField: {
      file: document,
      onChange: chooseDocument,
      onReject: (problem: DocumentProblem) => {
        setDocument(null);
        setErrors((current) => ({ ...current, document: documentProblemMessage(problem) }));
      },
      error: errors.document && text(errors.document),
    },
    /** The refusal of the last send, in the current language. */
    failure: failure && text(failure),
    clearFailure: () => setFailure(null),
    /** Shows a failed send: the server's field errors beside their fields, its reason (or ours) above. Returns the fields. */
    refuse(error: unknown): CredentialFieldErrors {
      // The server's messages are in the request's language; ours are written when shown.
      const { fields, message: said } = formErrorsFrom(error, FIELDS, '');
      setErrors(fields);
      // A Message may be a function: set through an updater, not taken for one.
      setFailure(() => (said === null ? message(refusal.correctFields) : said || message(refusal.sendFailed)));
      return fields;
    },
  };
}
