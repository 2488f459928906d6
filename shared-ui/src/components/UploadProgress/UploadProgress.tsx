import styled, { keyframes } from 'styled-components';
import { useFormat } from '../../format/useFormat';
import { useUiT } from '../../i18n/ui';

export type UploadProgressState =
  | { phase: 'uploading'; loaded: number; total: number }
  /** Everything is sent; the server is working on it and reports no percentage. */
  | { phase: 'processing' };

export interface UploadProgressProps {
  state: UploadProgressState;
  /** Names the bar while bytes are sent, e.g. 'Uploading the file'. */
  uploadingLabel: string;
  /** What the server is doing once the upload is done, e.g. 'Saving your credential…'. */
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

/** Bytes sent while uploading, then an indeterminate bar while the server works on what it received. */
export function UploadProgress({ state, uploadingLabel, processingLabel }: UploadProgressProps) {
  const { t } = useUiT();
  const format = useFormat();
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
  const sizes = { loaded: format.fileSize(state.loaded), total: format.fileSize(state.total) };
  return (
    <div>
      <Track
        role="progressbar"
        aria-label={uploadingLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('uploadProgress.uploading', sizes)}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Caption>{t('uploadProgress.caption', { ...sizes, percent: format.number(percent / 100, { style: 'percent' }) })}</Caption>
    </div>
  );
}

/** Turns an upload's progress callback into the bar's state: once every byte is out, the server is working. */
export function progressOf({ loaded, total }: { loaded: number; total: number }): UploadProgressState {
  return loaded >= total ? { phase: 'processing' } : { phase: 'uploading', loaded, total };
}
