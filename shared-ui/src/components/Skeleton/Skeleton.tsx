import styled, { keyframes } from 'styled-components';
import { useUiT } from '../../i18n/ui';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: 0 0; }
`;

const Bone = styled.span`
  display: block;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceHover} 25%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.surfaceHover} 75%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
`;

export interface SkeletonProps {
  /** Number of text lines; the last of several is shorter, like a paragraph. */
  lines?: number;
  width?: number | string;
  /** Height of each line. */
  height?: number | string;
  /** Accessible name of the loading placeholder. */
  label?: string;
  className?: string;
}

export function Skeleton({ lines = 1, width = '100%', height = 14, label, className }: SkeletonProps) {
  const { t } = useUiT();
  return (
    <Lines role="status" aria-label={label ?? t('loading')} aria-busy="true" className={className} style={{ width }}>
      {Array.from({ length: lines }, (_, index) => (
        <Bone
          key={index}
          data-testid="skeleton-line"
          style={{ height, width: lines > 1 && index === lines - 1 ? '60%' : '100%' }}
        />
      ))}
    </Lines>
  );
}
