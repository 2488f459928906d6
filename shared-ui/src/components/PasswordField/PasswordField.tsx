import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, splitFieldProps, type FieldBaseProps } from '../../internal/field';
import { useUiT } from '../../i18n/ui';
import { Icon } from '../Icon/Icon';

export interface PasswordFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  className?: string;
  /** Marks the control invalid without a message of its own (one message elsewhere names both fields). */
  invalid?: boolean;
}

const Control = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlStyles}
  padding-right: 48px;
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 100%;
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/** A password input with a button that shows or hides what was typed (on a phone, typos are otherwise invisible). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ invalid, ...props }, ref) {
  const { t } = useUiT();
  const [shown, setShown] = useState(false);
  const [frame, rest] = splitFieldProps(props);
  return (
    <FieldFrame {...frame} invalid={invalid}>
      {(control) => (
        <Control>
          <Input
            ref={ref}
            type={shown ? 'text' : 'password'}
            {...control}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...rest}
          />
          <Toggle type="button" aria-label={t('passwordField.show')} aria-pressed={shown} aria-controls={control.id} onClick={() => setShown((value) => !value)}>
            <Icon name={shown ? 'eye-off' : 'eye'} size={18} />
          </Toggle>
        </Control>
      )}
    </FieldFrame>
  );
});
