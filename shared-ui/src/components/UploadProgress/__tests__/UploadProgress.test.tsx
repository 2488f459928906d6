import { screen } from '@testing-library/react';
import { changeLocale } from '../../../i18n/i18n';
import { renderUi } from '../../../testing/render';
import { progressOf, UploadProgress } from '../UploadProgress';

describe('UploadProgress', () => {
  it('shows the percentage and the bytes sent while uploading', () => {
    renderUi(
      <UploadProgress
        state={{ phase: 'uploading', loaded: 512 * 1024, total: 2 * 1024 * 1024 }}
        uploadingLabel="Uploading the file"
        processingLabel="Checking the rows…"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading the file' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading 512 KB of 2.0 MB');
    expect(screen.getByText('Uploading 512 KB of 2.0 MB (25%)')).toBeInTheDocument();
  });

  it('says it in French, with French units and percent', async () => {
    await changeLocale('fr-CA');
    renderUi(
      <UploadProgress
        state={{ phase: 'uploading', loaded: 512 * 1024, total: 2 * 1024 * 1024 }}
        uploadingLabel="Téléversement du fichier"
        processingLabel="Vérification des lignes…"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Téléversement du fichier' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Téléversement de 512\u00a0ko sur 2,0\u00a0Mo');
    // getByText reads no-break spaces as spaces.
    expect(screen.getByText('Téléversement de 512 ko sur 2,0 Mo (25 %)')).toBeInTheDocument();
  });

  it('shows an indeterminate bar named by what the server is doing once processing', () => {
    renderUi(
      <UploadProgress state={{ phase: 'processing' }} uploadingLabel="Uploading the file" processingLabel="Checking the rows…" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Checking the rows…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Checking the rows…')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading the file' })).not.toBeInTheDocument();
  });
});

describe('progressOf', () => {
  it('is uploading while bytes remain', () => {
    expect(progressOf({ loaded: 20, total: 40 })).toEqual({ phase: 'uploading', loaded: 20, total: 40 });
  });

  it('switches to processing once every byte is sent', () => {
    expect(progressOf({ loaded: 40, total: 40 })).toEqual({ phase: 'processing' });
  });
});
