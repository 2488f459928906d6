import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  ErrorText,
  FieldWrapper,
  Hint,
  Label,
  RequiredMark,
  useFieldIds,
  type FieldBaseProps,
} from '../../internal/field';

export interface CheckboxFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  className?: string;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }
`;

const CheckLabel = styled(Label)`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  cursor: pointer;
`;

/** Indented so hint and error line up with the label, not the box. */
const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding-left: 26px;
`;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, id, required, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldWrapper className={className}>
      <Row>
        <Box
          ref={ref}
          id={controlId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ariaDescribedBy}
          {...rest}
        />
        <CheckLabel htmlFor={controlId}>
          {label}
          {required ? <RequiredMark /> : null}
        </CheckLabel>
      </Row>
      {hint || error ? (
        <Messages>
          {hint ? <Hint id={hintId}>{hint}</Hint> : null}
          {error ? (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          ) : null}
        </Messages>
      ) : null}
    </FieldWrapper>
  );
});
