import { act, renderHook } from '@testing-library/react';
import { useCsvImport, type CsvFile, type CsvSendOptions, type UseCsvImportOptions } from '../useCsvImport';

interface Preview {
  errorCount: number;
}

interface Result {
  message: string;
}

const CSV = 'First Name,Last Name\nAda,Fraser\n';
const BASE64 = btoa(CSV);

function csvFile(name = 'crew-a.csv', content: BlobPart = CSV): File {
  return new File([content], name, { type: 'text/csv' });
}

/** A call that waits until the test settles it, and keeps what the hook handed it. */
function pendingCall<T>() {
  const call = {
    file: null as CsvFile | null,
    options: null as CsvSendOptions | null,
    resolve: (_value: T) => {},
    reject: (_error: Error) => {},
    send: (file: CsvFile, options: CsvSendOptions) =>
      new Promise<T>((resolve, reject) => {
        Object.assign(call, { file, options, resolve, reject });
      }),
  };
  return call;
}

function renderImport(overrides: Partial<UseCsvImportOptions<Preview, Result>> = {}) {
  const options: UseCsvImportOptions<Preview, Result> = {
    previewFile: async () => ({ errorCount: 0 }),
    submitFile: async () => ({ message: '1 worker imported.' }),
    describePreviewFailure: (error) => ({ message: `Preview: ${(error as Error).message}` }),
    describeSubmitFailure: (error) => ({ message: `Submit: ${(error as Error).message}`, details: ['Line 2: taken.'] }),
    ...overrides,
  };
  return renderHook(() => useCsvImport(options));
}

async function chooseAndPreview(result: ReturnType<typeof renderImport>['result']) {
  await act(() => result.current.chooseFile(csvFile()));
  await act(() => result.current.preview());
}

describe('useCsvImport', () => {
  it('reads the chosen file\'s bytes and previews them', async () => {
    const previewFile = jest.fn(async () => ({ errorCount: 2 }));
    const { result } = renderImport({ previewFile });
    await chooseAndPreview(result);

    expect(result.current.file).toEqual({ name: 'crew-a.csv', size: CSV.length, base64: BASE64 });
    expect(previewFile).toHaveBeenCalledWith(result.current.file, expect.anything());
    expect(result.current.step).toEqual({ kind: 'previewed', preview: { errorCount: 2 } });
    expect(result.current.failure).toBeNull();
  });

  it('refuses a file that is not .csv, .txt or .tsv and keeps none', async () => {
    const { result } = renderImport();
    await act(() => result.current.chooseFile(csvFile()));
    await act(() => result.current.chooseFile(csvFile('crew-a.xlsx')));
    expect(result.current.file).toBeNull();
    expect(result.current.failure).toEqual({ message: 'Choose a .csv file (or a .txt or .tsv file Excel saved as tab delimited text).' });
  });

  it('takes the tab-delimited text Excel saves as .txt', async () => {
    const { result } = renderImport();
    await act(() => result.current.chooseFile(csvFile('crew-a.txt', 'Prénom\tNom\n')));
    expect(result.current.file?.name).toBe('crew-a.txt');
    expect(result.current.failure).toBeNull();
  });

  it('refuses a file over the size limit before reading it', async () => {
    const { result } = renderImport({ maxBytes: 10 });
    const read = jest.spyOn(FileReader.prototype, 'readAsDataURL');
    await act(() => result.current.chooseFile(csvFile()));
    expect(read).not.toHaveBeenCalled();
    expect(result.current.file).toBeNull();
    expect(result.current.failure).toEqual({ message: 'The file may not be greater than 10 B.' });
  });

  it('reads an empty file and leaves judging it to the server', async () => {
    const { result } = renderImport({ maxBytes: 10 });
    await act(() => result.current.chooseFile(csvFile('empty.csv', '')));
    expect(result.current.file).toEqual({ name: 'empty.csv', size: 0, base64: '' });
    expect(result.current.failure).toBeNull();
  });

  it('sends a Windows-1252 file\'s bytes as they are, so its accents reach the server', async () => {
    const { result } = renderImport();
    // "Gagné" as Excel on Windows saves it: é is the single byte 0xE9, which reading as UTF-8 text would lose.
    await act(() => result.current.chooseFile(csvFile('gagne.csv', new Uint8Array([0x47, 0x61, 0x67, 0x6e, 0xe9]))));
    expect(result.current.file?.base64).toBe(btoa('Gagn\u00e9'));
  });

  it('previews again in the encoding chosen, and submits the file with it', async () => {
    const previewFile = jest.fn(async () => ({ errorCount: 0 }));
    const submitFile = jest.fn(async () => ({ message: '1 worker imported.' }));
    const { result } = renderImport({ previewFile, submitFile });
    await chooseAndPreview(result);
    await act(() => result.current.chooseEncoding('macintosh'));
    expect(previewFile).toHaveBeenLastCalledWith({ name: 'crew-a.csv', size: CSV.length, base64: BASE64, encoding: 'macintosh' }, expect.anything());
    await act(() => result.current.submit());
    expect(submitFile).toHaveBeenCalledWith({ name: 'crew-a.csv', size: CSV.length, base64: BASE64, encoding: 'macintosh' }, expect.anything());
  });

  it('follows the upload, then shows the server at work', async () => {
    const call = pendingCall<Preview>();
    const { result } = renderImport({ previewFile: call.send });
    await act(() => result.current.chooseFile(csvFile()));
    act(() => void result.current.preview());

    expect(result.current.sending).toBe(true);
    expect(result.current.step).toEqual({ kind: 'previewing', progress: { phase: 'uploading', loaded: 0, total: CSV.length } });
    act(() => call.options?.onUploadProgress({ loaded: 10, total: 40 }));
    expect(result.current.step).toEqual({ kind: 'previewing', progress: { phase: 'uploading', loaded: 10, total: 40 } });
    act(() => call.options?.onUploadProgress({ loaded: 40, total: 40 }));
    expect(result.current.step).toEqual({ kind: 'previewing', progress: { phase: 'processing' } });

    await act(async () => call.resolve({ errorCount: 0 }));
    expect(result.current.sending).toBe(false);
    expect(result.current.step.kind).toBe('previewed');
  });

  it('goes back to the chosen file and says why when the preview fails', async () => {
    const { result } = renderImport({ previewFile: async () => Promise.reject(new Error('Line 4 has an unclosed quote.')) });
    await chooseAndPreview(result);
    expect(result.current.step).toEqual({ kind: 'choose' });
    expect(result.current.file?.name).toBe('crew-a.csv');
    expect(result.current.failure).toEqual({ message: 'Preview: Line 4 has an unclosed quote.' });
  });

  it('submits the previewed file and reports the result', async () => {
    const submitFile = jest.fn(async () => ({ message: '1 worker imported.' }));
    const onSubmitted = jest.fn();
    const { result } = renderImport({ submitFile, onSubmitted });
    await chooseAndPreview(result);
    await act(() => result.current.submit());

    expect(submitFile).toHaveBeenCalledWith({ name: 'crew-a.csv', size: CSV.length, base64: BASE64 }, expect.anything());
    expect(result.current.step).toEqual({ kind: 'submitted', result: { message: '1 worker imported.' } });
    expect(onSubmitted).toHaveBeenCalledWith({ message: '1 worker imported.' });
  });

  it('submits nothing before a preview', async () => {
    const submitFile = jest.fn(async () => ({ message: '1 worker imported.' }));
    const { result } = renderImport({ submitFile });
    await act(() => result.current.chooseFile(csvFile()));
    await act(() => result.current.submit());
    expect(submitFile).not.toHaveBeenCalled();
    expect(result.current.step).toEqual({ kind: 'choose' });
  });

  it('keeps the preview and says what failed when submitting fails', async () => {
    const onSubmitted = jest.fn();
    const { result } = renderImport({ submitFile: async () => Promise.reject(new Error('Offline.')), onSubmitted });
    await chooseAndPreview(result);
    await act(() => result.current.submit());

    expect(result.current.step).toEqual({ kind: 'previewed', preview: { errorCount: 0 } });
    expect(result.current.failure).toEqual({ message: 'Submit: Offline.', details: ['Line 2: taken.'] });
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('stops the call on its way when reset, and says nothing of it', async () => {
    const call = pendingCall<Preview>();
    const { result } = renderImport({ previewFile: call.send });
    await act(() => result.current.chooseFile(csvFile()));
    act(() => void result.current.preview());
    act(() => result.current.reset());

    expect(call.options?.signal.aborted).toBe(true);
    await act(async () => call.reject(new Error('The upload was cancelled.')));
    expect(result.current.step).toEqual({ kind: 'choose' });
    expect(result.current.file).toBeNull();
    expect(result.current.failure).toBeNull();
  });

  it('clears the last failure when another file is chosen', async () => {
    const { result } = renderImport();
    await act(() => result.current.chooseFile(csvFile('crew-a.txt')));
    await act(() => result.current.chooseFile(csvFile('crew-b.csv')));
    expect(result.current.failure).toBeNull();
    expect(result.current.file?.name).toBe('crew-b.csv');
  });
});
