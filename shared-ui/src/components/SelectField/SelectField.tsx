import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, useFieldIds, type FieldBaseProps } from '../../internal/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: SelectOption[];
  /** Adds a first, empty option with this text. */
  placeholder?: string;
  className?: string;
}

// The native arrow is replaced so it looks the same in every browser; the select stays native for a11y.
const chevron = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#475569" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 9l6 6 6-6"/></svg>',
);

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.spacing(5)};
  background-image: url("data:image/svg+xml,${chevron}");
  background-repeat: no-repeat;
  background-position: right 12px center;
  background-size: 16px;
  cursor: pointer;
`;

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, required, className, options, placeholder, 'aria-describedby': describedBy, ...rest },
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
      <Select
        ref={ref}
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
});
