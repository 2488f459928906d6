import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, splitFieldProps, type FieldBaseProps } from '../../internal/field';

export interface TextAreaFieldProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  className?: string;
}

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ rows = 4, ...props }, ref) {
  const [frame, rest] = splitFieldProps(props);
  return <FieldFrame {...frame}>{(control) => <TextArea ref={ref} rows={rows} {...control} {...rest} />}</FieldFrame>;
});
