import { useEffect, useState } from 'react';
import { ApiError, BULK_CREDENTIALS_SAMPLE_URL, previewBulkCredentials, uploadBulkCredentials, useBulkUploadHistory } from 'shared-api';
import { Alert, Button, Card, CsvFilePicker, CsvReadingNote, Stack, useCsvImport, type CsvFile } from 'shared-ui';
import styled from 'styled-components';
import { useFollowedUpload } from '../hooks/useFollowedUpload';
import { BULK_COLUMN_LABELS, bulkUploadDetailsPath, isFinished } from '../utils/bulkColumns';
import { getCredentialsT, useCredentialsT } from '../../../i18n';
import { BulkPreviewTable } from './BulkPreviewTable';
import { BulkUploadHistory } from './BulkUploadHistory';
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

/** How often the history is asked again while one of its uploads is still running. */
export const HISTORY_POLL_MS = 3000;

/**
 * The customer's earlier uploads, page by page, asked again while one of them runs and whenever the upload made
 * on this tab starts or finishes.
 */
function UploadHistory({ followed }: { followed: string }) {
  const [page, setPage] = useState(1);
  const history = useBulkUploadHistory(page, (latest) =>
    latest?.bulk_credential_uploads.data.some((upload) => !isFinished(upload.status)) ? HISTORY_POLL_MS : 0,
  );
  const { mutate } = history;
  useEffect(() => {
    if (followed) void mutate();
  }, [followed, mutate]);
  const listed = history.data?.bulk_credential_uploads;
  return (
    <BulkUploadHistory
      uploads={listed?.data}
      error={history.error ? (history.error as Error).message : null}
      onRetry={() => void mutate()}
      page={listed ? { current: listed.current_page, last: listed.last_page, onChange: setPage } : undefined}
    />
  );
}

/** The chosen file as the upload's body: its bytes, and the encoding chosen when the preview was unsure. */
const uploaded = (file: CsvFile) => ({ csv_base64: file.base64, encoding: file.encoding });

/**
 * Add Credentials tab: choose a CSV file, let the server check every row (nothing is written), then upload.
 * The upload runs as a background job whose progress is followed here; its details open in a new window.
 * Earlier uploads are listed below, with a way back to their details.
 */
export default function AddCredentialsTab() {
  const { t } = useCredentialsT();
  // The failures are described when they happen, in the language of that moment.
  const { file, step, failure, sending, chooseFile, preview, chooseEncoding, submit, reset } = useCsvImport({
    previewFile: (chosen) => previewBulkCredentials(uploaded(chosen)),
    submitFile: (chosen) => uploadBulkCredentials(uploaded(chosen), chosen.name),
    describePreviewFailure: (error) => ({ message: readFailure(error, getCredentialsT()('bulk.readFailed')) }),
    describeSubmitFailure: (error) => {
      const later = getCredentialsT();
      return { message: later('bulk.nothingUploaded', { reason: readFailure(error, later('bulk.uploadFailed')) }) };
    },
  });
  const started = step.kind === 'submitted' ? step.result.bulk_credential_upload : null;
  const upload = useFollowedUpload(started);
  const busy = sending || (upload !== null && !isFinished(upload.status));
  const previewResult = step.kind === 'previewed' || step.kind === 'submitting' ? step.preview : null;
  const canUpload = step.kind === 'previewed' && step.preview.error_count === 0 && step.preview.valid_count > 0;

  return (
    <Stack gap={2}>
      <Card title={t('bulk.title')}>
        <Stack gap={2}>
          <Intro>
            <p>{t('bulk.intro')}</p>
            <p>
              <strong>{t('bulk.requiredColumns')}</strong>{' '}
              {t('bulk.columnList', { columns: REQUIRED_COLUMNS.map((column) => BULK_COLUMN_LABELS[column]).join(', ') })}
            </p>
            <p>
              <a href={BULK_CREDENTIALS_SAMPLE_URL} download="sample-credentials.csv">
                {t('bulk.sample')}
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
                    {t('bulk.uploadAnother')}
                  </Button>
                ) : null}
                <DetailsLink href={bulkUploadDetailsPath(upload.file_url)} target="_blank" rel="noopener noreferrer">
                  {t('bulk.viewDetails')}
                </DetailsLink>
              </Actions>
            </>
          ) : (
            <>
              <CsvFilePicker file={file} disabled={busy} onChoose={chooseFile} />
              {failure ? <Alert tone="danger">{failure.message}</Alert> : null}
              <Actions>
                <Button variant={previewResult ? 'secondary' : 'primary'} onClick={preview} disabled={!file || busy} loading={step.kind === 'previewing'}>
                  {t('bulk.preview')}
                </Button>
                <Button onClick={submit} disabled={!canUpload} loading={step.kind === 'submitting'}>
                  {t('bulk.upload')}
                </Button>
              </Actions>
              {previewResult ? <CsvReadingNote reading={previewResult.read_as} disabled={busy} onChooseEncoding={chooseEncoding} /> : null}
              {previewResult && previewResult.error_count > 0 ? (
                <Alert tone="warning">{t('bulk.fixRows')}</Alert>
              ) : null}
              {previewResult ? <BulkPreviewTable preview={previewResult} /> : null}
            </>
          )}
        </Stack>
      </Card>
      <UploadHistory followed={upload ? `${upload.id}:${upload.status}` : ''} />
    </Stack>
  );
}
