import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, splitFieldProps, type FieldBaseProps } from '../../internal/field';

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

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ options, placeholder, ...props }, ref) {
  const [frame, rest] = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <Select ref={ref} {...control} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
});
