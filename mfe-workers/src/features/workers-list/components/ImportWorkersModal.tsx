import { useState } from 'react';
import {
  ApiError,
  importWorkers,
  previewWorkerImport,
  WORKER_IMPORT_MAX_BYTES,
  WORKER_IMPORT_SAMPLE_URL,
  type WorkerImportMode,
  type WorkerImportResponse,
} from 'shared-api';
import { Alert, Button, CsvFilePicker, CsvReadingNote, Modal, Stack, UploadProgress, useCsvImport, type CsvFile } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
import { downloadTextFile, rejectedRowsFileName } from '../utils/exportFile';
import { ImportPreviewTable } from './ImportPreviewTable';

export interface ImportWorkersModalProps {
  open: boolean;
  onClose: () => void;
  /** Workers were created: the list reloads. */
  onImported: (message: string) => void;
}

const FailureDetails = styled.ul`
  margin: ${({ theme }) => `${theme.spacing(0.5)} 0 0`};
  padding-left: ${({ theme }) => theme.spacing(2.5)};
`;

const Modes = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(0.5)};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing(1)};
    cursor: pointer;
  }

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The chosen file as the import's body: its bytes, and the encoding chosen when the preview was unsure. */
const uploaded = (file: CsvFile) => ({ csv_base64: file.base64, encoding: file.encoding });

/** The rows the import left out, as the browser's download of the server's CSV. */
function downloadRejected(result: WorkerImportResponse, fileName: string) {
  if (result.rejected_csv) downloadTextFile(result.rejected_csv, fileName);
}

/**
 * Import workers from a CSV file: choose it, let the server parse and check every row (nothing is written),
 * then import — all rows or none; or, when some rows have errors and the user chooses so, the valid rows in one
 * step with the others downloaded as a CSV with the reason for each (said before the import runs).
 */
export function ImportWorkersModal({ open, onClose, onImported }: ImportWorkersModalProps) {
  const { t } = useWorkersT();
  const [mode, setMode] = useState<WorkerImportMode>('all');
  const [rejectedFile, setRejectedFile] = useState('');
  const { file, step, failure, sending, chooseFile, preview, chooseEncoding, submit, reset } = useCsvImport({
    previewFile: (chosen, options) => {
      setMode('all');
      return previewWorkerImport(uploaded(chosen), options);
    },
    submitFile: (chosen, options) => importWorkers(uploaded(chosen), options, mode),
    // A file the server cannot read at all (bad quoting, too large) is reported on the csv field.
    describePreviewFailure: (error) => {
      const message = error instanceof ApiError ? (error.fieldError('csv') ?? error.message) : (error as Error).message;
      return { message: message || getWorkersT()('import.readFailed') };
    },
    // A 422 lists the rows that failed (the file may have changed since the preview); nothing was written.
    describeSubmitFailure: (error) =>
      error instanceof ApiError && error.status === 422
        ? { message: error.message, details: error.errors.rows ?? Object.values(error.errors).flat() }
        : { message: getWorkersT()('import.nothingImported', { message: (error as Error).message || getWorkersT()('import.failed') }) },
    onSubmitted: (result) => {
      const fileName = rejectedRowsFileName(new Date());
      setRejectedFile(fileName);
      downloadRejected(result, fileName);
      onImported(result.message);
    },
    maxBytes: WORKER_IMPORT_MAX_BYTES,
  });

  function close() {
    reset();
    onClose();
  }

  const previewResult = step.kind === 'previewed' || step.kind === 'submitting' ? step.preview : null;
  // With rows in error, a choice between importing nothing (fix the file first) and the valid rows alone.
  const choosing = previewResult !== null && previewResult.error_count > 0 && previewResult.valid_count > 0;
  const keepValid = choosing && mode === 'valid_rows';
  const canImport = step.kind === 'previewed' && step.preview.valid_count > 0 && (step.preview.error_count === 0 || keepValid);

  return (
    <Modal
      open={open}
      size="lg"
      title={t('import.title')}
      onClose={close}
      footer={
        step.kind === 'submitted' ? (
          <>
            {step.result.rejected_csv ? (
              <Button variant="secondary" onClick={() => downloadRejected(step.result, rejectedFile)}>
                {t('import.downloadRejectedAgain')}
              </Button>
            ) : null}
            <Button onClick={close}>{t('import.done')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            {previewResult ? (
              <Button onClick={submit} disabled={!canImport} loading={step.kind === 'submitting'}>
                {keepValid
                  ? t('import.importValid', { count: previewResult.valid_count })
                  : previewResult.valid_count > 0
                    ? t('import.importCount', { count: previewResult.valid_count })
                    : t('import.import')}
              </Button>
            ) : (
              <Button onClick={preview} disabled={!file} loading={step.kind === 'previewing'}>
                {t('import.preview')}
              </Button>
            )}
          </>
        )
      }
    >
      <Stack gap={2}>
        {step.kind === 'submitted' ? (
          <>
            <Alert tone="success">{step.result.message}</Alert>
            {step.result.rejected_csv ? <Hint>{t('import.rejectedDownloaded', { file: rejectedFile })}</Hint> : null}
          </>
        ) : (
          <>
            <Hint>
              {t('import.columnsHint')}{' '}
              <a href={WORKER_IMPORT_SAMPLE_URL} download="sample-workers.csv">
                {t('import.downloadSample')}
              </a>
            </Hint>
            <CsvFilePicker file={file} disabled={sending} onChoose={chooseFile} />
            {failure ? (
              <Alert tone="danger">
                {failure.message}
                {failure.details?.length ? (
                  <FailureDetails>
                    {failure.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </FailureDetails>
                ) : null}
              </Alert>
            ) : null}
            {step.kind === 'previewing' ? <UploadProgress state={step.progress} uploadingLabel={t('import.uploading')} processingLabel={t('import.checking')} /> : null}
            {step.kind === 'submitting' ? <UploadProgress state={step.progress} uploadingLabel={t('import.uploading')} processingLabel={t('import.importing')} /> : null}
            {previewResult ? (
              <>
                <CsvReadingNote reading={previewResult.read_as} disabled={sending} onChooseEncoding={chooseEncoding} />
                {choosing ? (
                  <Modes>
                    <legend>{t('import.modeLegend')}</legend>
                    <label>
                      <input type="radio" name="import-mode" value="all" checked={mode === 'all'} disabled={sending} onChange={() => setMode('all')} />
                      <span>{t('import.modeAll')}</span>
                    </label>
                    <label>
                      <input
                        type="radio"
                        name="import-mode"
                        value="valid_rows"
                        checked={mode === 'valid_rows'}
                        disabled={sending}
                        onChange={() => setMode('valid_rows')}
                      />
                      <span>
                        {t('import.modeValidRows', {
                          valid: t('import.validRows', { count: previewResult.valid_count }),
                          rejected: t('import.rejectedRows', { count: previewResult.error_count }),
                        })}
                      </span>
                    </label>
                  </Modes>
                ) : previewResult.error_count > 0 ? (
                  <Alert tone="warning">{t('import.fixRows')}</Alert>
                ) : null}
                <ImportPreviewTable preview={previewResult} />
              </>
            ) : null}
          </>
        )}
      </Stack>
    </Modal>
  );
}
