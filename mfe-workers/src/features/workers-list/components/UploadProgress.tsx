import styled, { keyframes } from 'styled-components';
import { formatFileSize } from '../utils/display';

export type UploadProgressState =
  | { phase: 'uploading'; loaded: number; total: number }
  /** The file has been sent; the server is working and does not report how far it is. */
  | { phase: 'processing' };

export interface UploadProgressProps {
  state: UploadProgressState;
  /** What the server is doing once the upload is done, e.g. 'Checking the rows…'. */
  processingLabel: string;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.fast};
`;

const Sweep = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    opacity: 0.5;
    animation: none;
  }
`;

const Caption = styled.p`
  margin-top: ${({ theme }) => theme.spacing(0.75)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Upload progress by bytes sent, then an indeterminate bar while the server processes (it reports no percentage). */
export function UploadProgress({ state, processingLabel }: UploadProgressProps) {
  if (state.phase === 'processing') {
    return (
      <div>
        <Track role="progressbar" aria-label={processingLabel} aria-valuetext={processingLabel}>
          <Sweep />
        </Track>
        <Caption aria-live="polite">{processingLabel}</Caption>
      </div>
    );
  }
  const percent = state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;
  const text = `Uploading ${formatFileSize(state.loaded)} of ${formatFileSize(state.total)}`;
  return (
    <div>
      <Track role="progressbar" aria-label="Uploading the file" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Caption>{`${text} (${percent}%)`}</Caption>
    </div>
  );
}
