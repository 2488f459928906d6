import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface FieldBaseProps {
  label: ReactNode;
  /** Shown under the control in red, announced, and marks the control invalid. */
  error?: ReactNode;
  /** Helper text under the control. */
  hint?: ReactNode;
}

interface FieldIdsInput {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}

export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, ariaDescribedBy };
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  min-width: 0;
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Mark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The asterisk is visual only: the control's `required` attribute is what assistive tech announces. */
export function RequiredMark() {
  return <Mark aria-hidden="true">*</Mark>;
}

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const controlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textSubtle};
    cursor: not-allowed;
  }

  /* 16px stops iOS Safari from zooming into the field on focus. */
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** What every text-like field takes for its frame, beside the control's own attributes. */
export interface FieldFrameInput extends FieldBaseProps {
  id?: string;
  required?: boolean;
  /** Class of the wrapper (label, control, messages). */
  className?: string;
  'aria-describedby'?: string;
}

/** What the frame gives its control: the id the label names, and the state and messages assistive tech reads. */
export interface FieldControlAttributes {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps extends FieldFrameInput {
  /** Marks the control invalid without a message of its own. */
  invalid?: boolean;
  children: (control: FieldControlAttributes) => ReactNode;
}

/**
 * Label above, control, then hint and error below: the layout of every text-like field. The control is rendered
 * by `children` with the attributes that tie it to the label and messages.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  invalid,
  className,
  'aria-describedby': describedBy,
  children,
}: FieldFrameProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children({
        id: controlId,
        required,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': ariaDescribedBy,
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </FieldWrapper>
  );
}

/** Splits a field's props into the frame's and the control's own. */
export function splitFieldProps<Props extends FieldFrameInput>({
  id,
  label,
  hint,
  error,
  required,
  className,
  'aria-describedby': describedBy,
  ...control
}: Props): [FieldFrameInput, Omit<Props, keyof FieldFrameInput>] {
  return [{ id, label, hint, error, required, className, 'aria-describedby': describedBy }, control];
}
