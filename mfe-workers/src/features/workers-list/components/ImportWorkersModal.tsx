import {
  ApiError,
  importWorkers,
  previewWorkerImport,
  WORKER_IMPORT_MAX_BYTES,
  WORKER_IMPORT_SAMPLE_URL,
} from 'shared-api';
import { Alert, Button, CsvFilePicker, Modal, Stack, UploadProgress, useCsvImport } from 'shared-ui';
import styled from 'styled-components';
import { getWorkersT, useWorkersT } from '../../../i18n';
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

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Import workers from a CSV file: choose it, let the server parse and check every row (nothing is written),
 * then import — all rows or none. Import is offered only when the preview found no errors.
 */
export function ImportWorkersModal({ open, onClose, onImported }: ImportWorkersModalProps) {
  const { t } = useWorkersT();
  const { file, step, failure, sending, chooseFile, preview, submit, reset } = useCsvImport({
    previewFile: (chosen, options) => previewWorkerImport(chosen.text, options),
    submitFile: (chosen, options) => importWorkers(chosen.text, options),
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
    onSubmitted: (result) => onImported(result.message),
    maxBytes: WORKER_IMPORT_MAX_BYTES,
  });

  function close() {
    reset();
    onClose();
  }

  const previewResult = step.kind === 'previewed' || step.kind === 'submitting' ? step.preview : null;
  const canImport = step.kind === 'previewed' && step.preview.error_count === 0 && step.preview.valid_count > 0;

  return (
    <Modal
      open={open}
      size="lg"
      title={t('import.title')}
      onClose={close}
      footer={
        step.kind === 'submitted' ? (
          <Button onClick={close}>{t('import.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            {previewResult ? (
              <Button onClick={submit} disabled={!canImport} loading={step.kind === 'submitting'}>
                {previewResult.valid_count > 0 ? t('import.importCount', { count: previewResult.valid_count }) : t('import.import')}
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
          <Alert tone="success">{step.result.message}</Alert>
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
                {previewResult.error_count > 0 ? (
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
