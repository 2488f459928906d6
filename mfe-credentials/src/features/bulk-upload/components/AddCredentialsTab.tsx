import { useRef, useState, type ChangeEvent } from 'react';
import {
  ApiError,
  BULK_CREDENTIALS_SAMPLE_URL,
  previewBulkCredentials,
  uploadBulkCredentials,
  type BulkCredentialPreviewResponse,
  type BulkCredentialUpload,
} from 'shared-api';
import { Alert, Button, Card, Stack } from 'shared-ui';
import styled from 'styled-components';
import { useFollowedUpload } from '../hooks/useFollowedUpload';
import { BULK_COLUMN_LABELS, bulkUploadDetailsPath, formatFileSize, isFinished } from '../utils/bulkColumns';
import { BulkPreviewTable } from './BulkPreviewTable';
import { BulkUploadProgress } from './BulkUploadProgress';

interface ChosenFile {
  name: string;
  size: number;
  text: string;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'previewing' }
  | { kind: 'previewed'; preview: BulkCredentialPreviewResponse }
  | { kind: 'uploading'; preview: BulkCredentialPreviewResponse }
  | { kind: 'uploaded'; upload: BulkCredentialUpload; message: string | null };

const REQUIRED_COLUMNS = ['first_name', 'last_name', 'email', 'credential_name'] as const;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const FilePicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  small {
    margin-left: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
`;

const DetailsLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * Add Credentials tab: choose a CSV file, let the server check every row (nothing is written), then upload.
 * The upload runs as a background job whose progress is followed here; its details open in a new window.
 */
export default function AddCredentialsTab() {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const started = step.kind === 'uploaded' ? step.upload : null;
  const upload = useFollowedUpload(started);
  const busy = step.kind === 'previewing' || step.kind === 'uploading' || (upload !== null && !isFinished(upload.status));

  function reset() {
    setFile(null);
    setStep({ kind: 'choose' });
    setFailure(null);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFailure(null);
    setStep({ kind: 'choose' });
    if (!/\.csv$/i.test(chosen.name)) {
      setFile(null);
      setFailure('Choose a .csv file.');
      return;
    }
    setFile({ name: chosen.name, size: chosen.size, text: await chosen.text() });
  }

  /** The server names a file it cannot read (missing required columns, bad quoting) on the csv field. */
  function readFailure(error: unknown, fallback: string): string {
    if (error instanceof ApiError) return error.fieldError('csv') ?? error.message ?? fallback;
    return (error as Error).message || fallback;
  }

  async function preview() {
    if (!file) return;
    setFailure(null);
    setStep({ kind: 'previewing' });
    try {
      setStep({ kind: 'previewed', preview: await previewBulkCredentials(file.text) });
    } catch (error) {
      setStep({ kind: 'choose' });
      setFailure(readFailure(error, 'The file could not be read.'));
    }
  }

  async function startUpload() {
    if (!file || step.kind !== 'previewed') return;
    const checked = step.preview;
    setFailure(null);
    setStep({ kind: 'uploading', preview: checked });
    try {
      const result = await uploadBulkCredentials(file.text, file.name);
      setStep({ kind: 'uploaded', upload: result.bulk_credential_upload, message: result.message ?? null });
    } catch (error) {
      setStep({ kind: 'previewed', preview: checked });
      setFailure(`${readFailure(error, 'The upload failed.')} Nothing was uploaded.`);
    }
  }

  const previewResult = step.kind === 'previewed' || step.kind === 'uploading' ? step.preview : null;
  const canUpload = step.kind === 'previewed' && step.preview.error_count === 0 && step.preview.valid_count > 0;

  return (
    <Card title="Add Credentials">
      <Stack gap={2}>
        <Intro>
          <p>
            Upload a CSV file with one credential per line. Workers are matched by e-mail; a worker who does not exist yet is
            created.
          </p>
          <p>
            <strong>Required columns:</strong> {REQUIRED_COLUMNS.map((column) => BULK_COLUMN_LABELS[column]).join(', ')}.
          </p>
          <p>
            <a href={BULK_CREDENTIALS_SAMPLE_URL} download="sample-credentials.csv">
              Download sample-credentials.csv
            </a>
          </p>
        </Intro>
        {step.kind === 'uploaded' && upload ? (
          <>
            {step.message ? <Alert tone="info">{step.message}</Alert> : null}
            <BulkUploadProgress upload={upload} />
            <Actions>
              {isFinished(upload.status) ? (
                <Button variant="secondary" onClick={reset}>
                  Upload another file
                </Button>
              ) : null}
              <DetailsLink href={bulkUploadDetailsPath(upload.file_url)} target="_blank" rel="noopener noreferrer">
                View details
              </DetailsLink>
            </Actions>
          </>
        ) : (
          <>
            <FilePicker>
              {/* The native input is hidden behind a styled button, which is the one in the tab order. */}
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                tabIndex={-1}
                onChange={chooseFile}
                disabled={busy}
              />
              <Button variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
                {file ? 'Choose another file' : 'Choose a CSV file'}
              </Button>
              {file ? (
                <FileName>
                  {file.name}
                  <small>{formatFileSize(file.size)}</small>
                </FileName>
              ) : (
                <Muted>No file chosen</Muted>
              )}
            </FilePicker>
            {failure ? <Alert tone="danger">{failure}</Alert> : null}
            <Actions>
              <Button variant={previewResult ? 'secondary' : 'primary'} onClick={preview} disabled={!file || busy} loading={step.kind === 'previewing'}>
                Preview
              </Button>
              <Button onClick={startUpload} disabled={!canUpload} loading={step.kind === 'uploading'}>
                Upload
              </Button>
            </Actions>
            {previewResult && previewResult.error_count > 0 ? (
              <Alert tone="warning">Fix the rows marked in red and choose the file again: the upload runs only when every row is valid.</Alert>
            ) : null}
            {previewResult ? <BulkPreviewTable preview={previewResult} /> : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
