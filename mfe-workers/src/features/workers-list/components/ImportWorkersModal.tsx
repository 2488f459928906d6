import {
  ApiError,
  importWorkers,
  previewWorkerImport,
  WORKER_IMPORT_MAX_BYTES,
  WORKER_IMPORT_SAMPLE_URL,
} from 'shared-api';
import { Alert, Button, CsvFilePicker, Modal, Stack, UploadProgress, useCsvImport } from 'shared-ui';
import styled from 'styled-components';
import { ImportPreviewTable } from './ImportPreviewTable';

export interface ImportWorkersModalProps {
  open: boolean;
  onClose: () => void;
  /** Workers were created: the list reloads. */
  onImported: (message: string) => void;
}

const COLUMNS_HINT = 'Columns: first name, last name, email, phone, address, city, state, zip, dob, bio.';

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
  const { file, step, failure, sending, chooseFile, preview, submit, reset } = useCsvImport({
    previewFile: (chosen, options) => previewWorkerImport(chosen.text, options),
    submitFile: (chosen, options) => importWorkers(chosen.text, options),
    // A file the server cannot read at all (bad quoting, too large) is reported on the csv field.
    describePreviewFailure: (error) => {
      const message = error instanceof ApiError ? (error.fieldError('csv') ?? error.message) : (error as Error).message;
      return { message: message || 'The file could not be read.' };
    },
    // A 422 lists the rows that failed (the file may have changed since the preview); nothing was written.
    describeSubmitFailure: (error) =>
      error instanceof ApiError && error.status === 422
        ? { message: error.message, details: error.errors.rows ?? Object.values(error.errors).flat() }
        : { message: `${(error as Error).message || 'The import failed.'} Nothing was imported.` },
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
      title="Import workers"
      onClose={close}
      footer={
        step.kind === 'submitted' ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            {previewResult ? (
              <Button onClick={submit} disabled={!canImport} loading={step.kind === 'submitting'}>
                {previewResult.valid_count > 0
                  ? `Import ${previewResult.valid_count} ${previewResult.valid_count === 1 ? 'worker' : 'workers'}`
                  : 'Import'}
              </Button>
            ) : (
              <Button onClick={preview} disabled={!file} loading={step.kind === 'previewing'}>
                Preview
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
              {COLUMNS_HINT}{' '}
              <a href={WORKER_IMPORT_SAMPLE_URL} download="sample-workers.csv">
                Download sample-workers.csv
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
            {step.kind === 'previewing' ? <UploadProgress state={step.progress} uploadingLabel="Uploading the file" processingLabel="Checking the rows…" /> : null}
            {step.kind === 'submitting' ? <UploadProgress state={step.progress} uploadingLabel="Uploading the file" processingLabel="Importing the workers…" /> : null}
            {previewResult ? (
              <>
                {previewResult.error_count > 0 ? (
                  <Alert tone="warning">
                    Fix the rows marked in red and choose the file again: the import runs only when every row is valid.
                  </Alert>
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
