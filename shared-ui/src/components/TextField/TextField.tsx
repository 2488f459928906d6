import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, useFieldIds, type FieldBaseProps } from '../../internal/field';

export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Class of the wrapper (label, control, messages). */
  className?: string;
}

const Input = styled.input`
  ${controlStyles}
`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, required, className, type = 'text', 'aria-describedby': describedBy, ...rest },
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
      <Input
        ref={ref}
        id={controlId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
