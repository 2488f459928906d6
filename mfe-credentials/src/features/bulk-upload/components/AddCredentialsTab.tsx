import { ApiError, BULK_CREDENTIALS_SAMPLE_URL, previewBulkCredentials, uploadBulkCredentials } from 'shared-api';
import { Alert, Button, Card, CsvFilePicker, Stack, useCsvImport } from 'shared-ui';
import styled from 'styled-components';
import { useFollowedUpload } from '../hooks/useFollowedUpload';
import { BULK_COLUMN_LABELS, bulkUploadDetailsPath, isFinished } from '../utils/bulkColumns';
import { BulkPreviewTable } from './BulkPreviewTable';
import { BulkUploadProgress } from './BulkUploadProgress';

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

/** The server names a file it cannot read (missing required columns, bad quoting) on the csv field. */
function readFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fieldError('csv') ?? error.message ?? fallback;
  return (error as Error).message || fallback;
}

/**
 * Add Credentials tab: choose a CSV file, let the server check every row (nothing is written), then upload.
 * The upload runs as a background job whose progress is followed here; its details open in a new window.
 */
export default function AddCredentialsTab() {
  const { file, step, failure, sending, chooseFile, preview, submit, reset } = useCsvImport({
    previewFile: (chosen) => previewBulkCredentials(chosen.text),
    submitFile: (chosen) => uploadBulkCredentials(chosen.text, chosen.name),
    describePreviewFailure: (error) => ({ message: readFailure(error, 'The file could not be read.') }),
    describeSubmitFailure: (error) => ({ message: `${readFailure(error, 'The upload failed.')} Nothing was uploaded.` }),
  });
  const started = step.kind === 'submitted' ? step.result.bulk_credential_upload : null;
  const upload = useFollowedUpload(started);
  const busy = sending || (upload !== null && !isFinished(upload.status));
  const previewResult = step.kind === 'previewed' || step.kind === 'submitting' ? step.preview : null;
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
        {step.kind === 'submitted' && upload ? (
          <>
            {step.result.message ? <Alert tone="info">{step.result.message}</Alert> : null}
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
            <CsvFilePicker file={file} disabled={busy} onChoose={chooseFile} />
            {failure ? <Alert tone="danger">{failure.message}</Alert> : null}
            <Actions>
              <Button variant={previewResult ? 'secondary' : 'primary'} onClick={preview} disabled={!file || busy} loading={step.kind === 'previewing'}>
                Preview
              </Button>
              <Button onClick={submit} disabled={!canUpload} loading={step.kind === 'submitting'}>
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
