import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, splitFieldProps, type FieldBaseProps } from '../../internal/field';

export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Class of the wrapper (label, control, messages). */
  className?: string;
}

const Input = styled.input`
  ${controlStyles}
`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ type = 'text', ...props }, ref) {
  const [frame, rest] = splitFieldProps(props);
  return <FieldFrame {...frame}>{(control) => <Input ref={ref} type={type} {...control} {...rest} />}</FieldFrame>;
});
