import styled, { keyframes } from 'styled-components';
import { useUiT } from '../../i18n/ui';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** Pixel diameter. */
  size?: number;
  /** Accessible name; announced as a status. */
  label?: string;
  /** Hide from assistive tech when the surrounding control already says it is busy. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 20, label, decorative = false, className }: SpinnerProps) {
  const { t } = useUiT();
  if (decorative) return <Ring $size={size} className={className} aria-hidden="true" />;
  return <Ring $size={size} className={className} role="status" aria-label={label ?? t('loading')} />;
}
