import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, useFieldIds, type FieldBaseProps } from '../../internal/field';

export interface TextAreaFieldProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  className?: string;
}

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, required, className, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldFrame
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <TextArea
        ref={ref}
        id={controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
