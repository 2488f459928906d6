import { useRef, useState } from 'react';
import { progressOf, type UploadProgressState } from '../components/UploadProgress/UploadProgress';
import { formatFileSize } from '../format/fileSize';
import { getT } from '../i18n/useT';
import type { UiCatalog } from '../i18n/ui';

/** A chosen CSV file, read as text in the browser: the text is what is sent. */
export interface CsvFile {
  name: string;
  size: number;
  text: string;
}

export interface CsvImportFailure {
  message: string;
  /** One line each, e.g. the rows the server refused. */
  details?: string[];
}

/** Handed to every call so its upload can be followed, and stopped when the import is reset. */
export interface CsvSendOptions {
  signal: AbortSignal;
  onUploadProgress: (sent: { loaded: number; total: number }) => void;
}

/** The preview stays on screen while the checked file is submitted. */
export type CsvImportStep<Preview, Result> =
  | { kind: 'choose' }
  | { kind: 'previewing'; progress: UploadProgressState }
  | { kind: 'previewed'; preview: Preview }
  | { kind: 'submitting'; preview: Preview; progress: UploadProgressState }
  | { kind: 'submitted'; result: Result };

export interface UseCsvImportOptions<Preview, Result> {
  /** Asks the server to check every row; nothing is written. */
  previewFile: (file: CsvFile, options: CsvSendOptions) => Promise<Preview>;
  /** Sends the previewed file to be written. */
  submitFile: (file: CsvFile, options: CsvSendOptions) => Promise<Result>;
  /** What to say when the preview fails; the file stays chosen so it can be previewed again. */
  describePreviewFailure: (error: unknown) => CsvImportFailure;
  /** What to say when submitting fails; the preview stays. */
  describeSubmitFailure: (error: unknown) => CsvImportFailure;
  onSubmitted?: (result: Result) => void;
  /** A larger file is refused before it is read or sent. */
  maxBytes?: number;
}

export interface CsvImport<Preview, Result> {
  file: CsvFile | null;
  step: CsvImportStep<Preview, Result>;
  failure: CsvImportFailure | null;
  /** A preview or submit is on its way: no other file may be chosen. */
  sending: boolean;
  chooseFile: (chosen: File) => Promise<void>;
  preview: () => Promise<void>;
  submit: () => Promise<void>;
  /** Stops what is on its way and starts over with no file. */
  reset: () => void;
}

/**
 * Choose a CSV file, read it, let the server preview it, then submit it: the steps, the failures and the
 * upload progress of an import. Each caller brings its own calls, texts and preview table.
 */
export function useCsvImport<Preview, Result>({
  previewFile,
  submitFile,
  describePreviewFailure,
  describeSubmitFailure,
  onSubmitted,
  maxBytes,
}: UseCsvImportOptions<Preview, Result>): CsvImport<Preview, Result> {
  const [file, setFile] = useState<CsvFile | null>(null);
  const [step, setStep] = useState<CsvImportStep<Preview, Result>>({ kind: 'choose' });
  const [failure, setFailure] = useState<CsvImportFailure | null>(null);
  const inflight = useRef<AbortController | null>(null);

  function reset() {
    inflight.current?.abort();
    setFile(null);
    setStep({ kind: 'choose' });
    setFailure(null);
  }

  async function chooseFile(chosen: File) {
    setFailure(null);
    setStep({ kind: 'choose' });
    if (!/\.csv$/i.test(chosen.name)) {
      setFile(null);
      setFailure({ message: getT<UiCatalog>('ui')('csvImport.notCsv') });
      return;
    }
    if (maxBytes !== undefined && chosen.size > maxBytes) {
      setFile(null);
      setFailure({ message: getT<UiCatalog>('ui')('csvImport.tooLarge', { size: formatFileSize(maxBytes) }) });
      return;
    }
    setFile({ name: chosen.name, size: chosen.size, text: await chosen.text() });
  }

  async function preview() {
    if (!file) return;
    const controller = new AbortController();
    inflight.current = controller;
    setFailure(null);
    setStep({ kind: 'previewing', progress: { phase: 'uploading', loaded: 0, total: file.size } });
    try {
      const result = await previewFile(file, {
        signal: controller.signal,
        onUploadProgress: (sent) => setStep({ kind: 'previewing', progress: progressOf(sent) }),
      });
      setStep({ kind: 'previewed', preview: result });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'choose' });
      setFailure(describePreviewFailure(error));
    }
  }

  async function submit() {
    if (!file || step.kind !== 'previewed') return;
    const checked = step.preview;
    const controller = new AbortController();
    inflight.current = controller;
    setFailure(null);
    setStep({ kind: 'submitting', preview: checked, progress: { phase: 'uploading', loaded: 0, total: file.size } });
    try {
      const result = await submitFile(file, {
        signal: controller.signal,
        onUploadProgress: (sent) => setStep({ kind: 'submitting', preview: checked, progress: progressOf(sent) }),
      });
      setStep({ kind: 'submitted', result });
      onSubmitted?.(result);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'previewed', preview: checked });
      setFailure(describeSubmitFailure(error));
    }
  }

  const sending = step.kind === 'previewing' || step.kind === 'submitting';
  return { file, step, failure, sending, chooseFile, preview, submit, reset };
}
