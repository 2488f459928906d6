import { useRef, useState } from 'react';
import { progressOf, type UploadProgressState } from '../components/UploadProgress/UploadProgress';
import { formatFileSize } from '../format/fileSize';
import { getT } from '../i18n/useT';
import type { UiCatalog } from '../i18n/ui';

/** The encodings the server reads a CSV file in (shared-api's CsvEncoding; shared-ui does not depend on it). */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'macintosh';

/** How the server read the file, as a preview answers it (shared-api's CsvReading). */
export interface CsvReading {
  delimiter: 'comma' | 'semicolon' | 'tab';
  encoding: CsvEncoding;
  byte_order_mark: boolean;
  encoding_certain: boolean;
}

/**
 * A chosen CSV file, read in the browser as its bytes (base64): the server finds their separator and encoding,
 * which a browser reading the file as text would have lost for a Windows-1252 file's accents.
 */
export interface CsvFile {
  name: string;
  size: number;
  base64: string;
  /** The encoding chosen in the preview when the server was unsure of it; the server guesses without it. */
  encoding?: CsvEncoding;
}

/** The file's bytes in base64, as a data: URL carries them. */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
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
  /** Previews the file again read in this encoding (the preview said it was unsure); submitting sends it too. */
  chooseEncoding: (encoding: CsvEncoding) => Promise<void>;
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
  const [current, setFile] = useState<CsvFile | null>(null);
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
    // Excel saves tab-delimited text as .txt; the server reads tabs as it reads commas and semicolons.
    if (!/\.(csv|tsv|txt)$/i.test(chosen.name)) {
      setFile(null);
      setFailure({ message: getT<UiCatalog>('ui')('csvImport.notCsv') });
      return;
    }
    if (maxBytes !== undefined && chosen.size > maxBytes) {
      setFile(null);
      setFailure({ message: getT<UiCatalog>('ui')('csvImport.tooLarge', { size: formatFileSize(maxBytes) }) });
      return;
    }
    setFile({ name: chosen.name, size: chosen.size, base64: await readBase64(chosen) });
  }

  async function chooseEncoding(encoding: CsvEncoding) {
    if (!current) return;
    const chosen = { ...current, encoding };
    setFile(chosen);
    await preview(chosen);
  }

  async function preview(file = current) {
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
    const file = current;
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
  return { file: current, step, failure, sending, chooseFile, preview: () => preview(), chooseEncoding, submit, reset };
}
