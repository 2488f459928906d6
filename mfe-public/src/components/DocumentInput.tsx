import { useId, useRef, type ChangeEvent } from 'react';
import { CREDENTIAL_DOCUMENT_MAX_BYTES, CREDENTIAL_DOCUMENT_TYPES } from 'shared-api';
import { Button, formatFileSize, Icon, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { getPublicT, usePublicT, type Message } from '../i18n';

export interface DocumentInputProps {
  label: string;
  file: File | null;
  /** A file the browser already knows to be acceptable, or null when it is removed. */
  onChange: (file: File | null) => void;
  /** A chosen file that cannot be sent (wrong type, too large), with the reason. */
  onReject: (problem: DocumentProblem) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Why a chosen file cannot be sent. Its text (document.wrongType, document.tooLarge) is the server's own wording,
 * so a file refused here reads the same as one it refuses.
 */
export type DocumentProblem = 'wrongType' | 'tooLarge';

const ACCEPT = [...CREDENTIAL_DOCUMENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',');

/** The browser's type is a hint only (some phones leave it empty); the server checks the bytes. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): DocumentProblem | null {
  if (file.type && !(CREDENTIAL_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > CREDENTIAL_DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A document problem as a Message, written in the language it is shown in ('10 MB' / '10 Mo'). */
export const documentProblemMessage =
  (problem: DocumentProblem): Message =>
  (locale) =>
    getPublicT(locale)(`document.${problem}`, { size: formatFileSize(CREDENTIAL_DOCUMENT_MAX_BYTES, { locale }) });

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  min-width: 0;
`;

const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Picker = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 1px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/* Kept in the tab order and named by both labels; the styled second label is what is seen and tapped. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;

  &:focus-visible + label {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled + label {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Chosen = styled.div`
  display: flex;
  flex: 1 1 180px;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

const FileText = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Muted = styled.p`
  flex: 1 1 180px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A PDF or photo of a certificate: pick one (the phone offers its camera too), see its name and size, remove it. */
export function DocumentInput({ label, file, onChange, onReject, error, disabled = false }: DocumentInputProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const { t } = usePublicT();
  const format = useFormat();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = documentProblem(chosen);
    if (problem) {
      event.target.value = '';
      onReject(problem);
      return;
    }
    onChange(chosen);
  }

  function remove() {
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  }

  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Picker $invalid={Boolean(error)}>
        <HiddenInput
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        />
        <ChooseLabel htmlFor={inputId}>
          <Icon name="credential" size={18} />
          {file ? t('document.chooseAnother') : t('document.choose')}
        </ChooseLabel>
        {file ? (
          <Chosen>
            <FileText id={hintId}>
              {file.name}
              <small>{format.fileSize(file.size)}</small>
            </FileText>
            <Button variant="ghost" size="sm" icon="close" onClick={remove} disabled={disabled} aria-label={t('document.removeFile', { name: file.name })}>
              {t('document.remove')}
            </Button>
          </Chosen>
        ) : (
          <Muted id={hintId}>{t('document.hint', { size: format.fileSize(CREDENTIAL_DOCUMENT_MAX_BYTES) })}</Muted>
        )}
      </Picker>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}
