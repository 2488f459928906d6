import { Badge, Button, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';
import { shortFileName, sizeInKb, type ParseUploadStatus } from '../utils/parseFiles';

export interface ParseFileItem {
  key: string;
  name: string;
  size: number;
  status: ParseUploadStatus;
  /** 0–100 while the file is being sent. */
  progress: number;
  /** Why the server refused or could not read the file, when it said. */
  error: string | null;
  /** Whether a failed file could not be sent or was sent but could not be read. */
  failedWhile?: 'sending' | 'reading';
}

export interface ParseFileListProps {
  files: ParseFileItem[];
  /** Offered for files still waiting while nothing is being sent. */
  onRemove?: (key: string) => void;
}

const STATUS_TONES: Record<ParseUploadStatus, BadgeTone> = {
  queued: 'neutral',
  processing: 'info',
  uploaded: 'info',
  done: 'success',
  failed: 'danger',
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing(1.5)};
  row-gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(1.5)};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

const Track = styled.div`
  grid-column: 1 / -1;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.fast};
`;

const Reason = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const ReasonDetail = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** The files chosen for parsing: name cut to 25 characters, size in kb, and where each one is. */
export function ParseFileList({ files, onRemove }: ParseFileListProps) {
  const { t, locale } = useCredentialsT();
  return (
    <List aria-label={t('parse.listLabel')}>
      {files.map((file) => (
        <Row key={file.key} aria-label={file.name}>
          <Name title={file.name}>{shortFileName(file.name)}</Name>
          <Size>{sizeInKb(file.size, locale)}</Size>
          <Status>
            <Badge tone={STATUS_TONES[file.status]} shape="pill" data-testid="parse-status">
              {t(`parse.status.${file.status}`)}
            </Badge>
            {onRemove && file.status === 'queued' ? (
              <Button size="sm" variant="ghost" aria-label={t('parse.removeLabel', { name: file.name })} onClick={() => onRemove(file.key)}>
                {t('common.remove')}
              </Button>
            ) : null}
          </Status>
          {file.status === 'processing' ? (
            <Track
              role="progressbar"
              aria-label={t('parse.sending', { name: file.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={file.progress}
            >
              <Fill style={{ width: `${file.progress}%` }} />
            </Track>
          ) : null}
          {file.status === 'failed' ? (
            <Reason>
              {file.failedWhile === 'reading' ? t('parse.readFailed', { name: file.name }) : t('parse.uploadFailed', { name: file.name })}
              {file.error ? <ReasonDetail>{file.error}</ReasonDetail> : null}
            </Reason>
          ) : null}
        </Row>
      ))}
    </List>
  );
}
