import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button until the work is done. */
  loading?: boolean;
  /** Icon shown before the label. */
  icon?: IconName;
  fullWidth?: boolean;
  /** Renders an <a> instead of a <button>. */
  href?: string;
  target?: AnchorHTMLAttributes<HTMLAnchorElement>['target'];
  rel?: string;
  children?: ReactNode;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
    &:active:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-left: 0;
    padding-right: 0;
    min-height: 0;
    &:hover:not([aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.primaryHover};
      text-decoration: underline;
    }
  `,
};

const StyledButton = styled.button<StyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.spacing(1.5) : theme.spacing(2))};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ $variant }) => variants[$variant]}

  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    icon,
    fullWidth = false,
    href,
    target,
    rel,
    disabled,
    type = 'button',
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const inactive = Boolean(disabled || loading);
  const content = (
    <>
      {loading ? (
        <Spinner size={size === 'sm' ? 14 : 16} decorative />
      ) : icon ? (
        <Icon name={icon} size={size === 'sm' ? 16 : 18} />
      ) : null}
      {children}
    </>
  );
  const styleProps: StyleProps = { $variant: variant, $size: size, $fullWidth: fullWidth };

  if (href !== undefined) {
    // A disabled link has no href so it cannot be followed; aria-disabled keeps it announced as such.
    return (
      <StyledButton
        as="a"
        ref={ref as Ref<HTMLAnchorElement>}
        href={inactive ? undefined : href}
        target={target}
        rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        onClick={inactive ? undefined : (onClick as AnchorHTMLAttributes<HTMLAnchorElement>['onClick'])}
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        {...styleProps}
      >
        {content}
      </StyledButton>
    );
  }

  return (
    <StyledButton
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      disabled={inactive}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...rest}
      {...styleProps}
    >
      {content}
    </StyledButton>
  );
});
