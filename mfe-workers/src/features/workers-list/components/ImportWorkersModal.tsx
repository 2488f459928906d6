import { useRef, useState, type ChangeEvent } from 'react';
import {
  ApiError,
  importWorkers,
  previewWorkerImport,
  WORKER_IMPORT_MAX_BYTES,
  WORKER_IMPORT_SAMPLE_URL,
  type WorkerImportPreviewResponse,
} from 'shared-api';
import { Alert, Button, Modal, Stack } from 'shared-ui';
import styled from 'styled-components';
import { formatFileSize } from '../utils/display';
import { ImportPreviewTable } from './ImportPreviewTable';
import { UploadProgress, type UploadProgressState } from './UploadProgress';

export interface ImportWorkersModalProps {
  open: boolean;
  onClose: () => void;
  /** Workers were created: the list reloads. */
  onImported: (message: string) => void;
}

interface ChosenFile {
  name: string;
  size: number;
  text: string;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'previewing'; progress: UploadProgressState }
  | { kind: 'previewed'; preview: WorkerImportPreviewResponse }
  | { kind: 'importing'; preview: WorkerImportPreviewResponse; progress: UploadProgressState }
  | { kind: 'imported'; message: string };

const COLUMNS_HINT = 'Columns: first name, last name, email, phone, address, city, state, zip, dob, bio.';

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
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<{ message: string; details?: string[] } | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = step.kind === 'previewing' || step.kind === 'importing';

  function close() {
    inflight.current?.abort();
    setFile(null);
    setStep({ kind: 'choose' });
    setFailure(null);
    onClose();
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFailure(null);
    setStep({ kind: 'choose' });
    if (!/\.csv$/i.test(chosen.name)) {
      setFile(null);
      setFailure({ message: 'Choose a .csv file.' });
      return;
    }
    if (chosen.size > WORKER_IMPORT_MAX_BYTES) {
      setFile(null);
      setFailure({ message: `The file may not be greater than ${formatFileSize(WORKER_IMPORT_MAX_BYTES)}.` });
      return;
    }
    setFile({ name: chosen.name, size: chosen.size, text: await chosen.text() });
  }

  function progressHandler(update: (progress: UploadProgressState) => void) {
    return ({ loaded, total }: { loaded: number; total: number }) =>
      update(loaded >= total ? { phase: 'processing' } : { phase: 'uploading', loaded, total });
  }

  async function preview() {
    if (!file) return;
    const controller = new AbortController();
    inflight.current = controller;
    setFailure(null);
    setStep({ kind: 'previewing', progress: { phase: 'uploading', loaded: 0, total: file.size } });
    try {
      const result = await previewWorkerImport(file.text, {
        signal: controller.signal,
        onUploadProgress: progressHandler((progress) => setStep({ kind: 'previewing', progress })),
      });
      setStep({ kind: 'previewed', preview: result });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'choose' });
      // A file the server cannot read at all (bad quoting, too large) is reported on the csv field.
      const message = error instanceof ApiError ? (error.fieldError('csv') ?? error.message) : (error as Error).message;
      setFailure({ message: message || 'The file could not be read.' });
    }
  }

  async function runImport() {
    if (!file || step.kind !== 'previewed') return;
    const checked = step.preview;
    const controller = new AbortController();
    inflight.current = controller;
    setFailure(null);
    setStep({ kind: 'importing', preview: checked, progress: { phase: 'uploading', loaded: 0, total: file.size } });
    try {
      const result = await importWorkers(file.text, {
        signal: controller.signal,
        onUploadProgress: progressHandler((progress) => setStep({ kind: 'importing', preview: checked, progress })),
      });
      setStep({ kind: 'imported', message: result.message });
      onImported(result.message);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'previewed', preview: checked });
      // A 422 lists the rows that failed (the file may have changed since the preview); nothing was written.
      setFailure(
        error instanceof ApiError && error.status === 422
          ? { message: error.message, details: error.errors.rows ?? Object.values(error.errors).flat() }
          : { message: `${(error as Error).message || 'The import failed.'} Nothing was imported.` },
      );
    }
  }

  const previewResult = step.kind === 'previewed' || step.kind === 'importing' ? step.preview : null;
  const canImport = step.kind === 'previewed' && step.preview.error_count === 0 && step.preview.valid_count > 0;

  return (
    <Modal
      open={open}
      size="lg"
      title="Import workers"
      onClose={close}
      footer={
        step.kind === 'imported' ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            {previewResult ? (
              <Button onClick={runImport} disabled={!canImport} loading={step.kind === 'importing'}>
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
        {step.kind === 'imported' ? (
          <Alert tone="success">{step.message}</Alert>
        ) : (
          <>
            <Hint>
              {COLUMNS_HINT}{' '}
              <a href={WORKER_IMPORT_SAMPLE_URL} download="sample-workers.csv">
                Download sample-workers.csv
              </a>
            </Hint>
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
                <Hint>No file chosen</Hint>
              )}
            </FilePicker>
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
            {step.kind === 'previewing' ? <UploadProgress state={step.progress} processingLabel="Checking the rows…" /> : null}
            {step.kind === 'importing' ? <UploadProgress state={step.progress} processingLabel="Importing the workers…" /> : null}
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
