import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { mockApi, polyfillFileText, renderRoute, type ApiRoute } from 'shared-ui/testing';
import { finishedUpload, historyPage, makeUpload, makeUploadSummary, previewValid, previewWithErrors, uploadHistory } from '../../fixtures';
import AddCredentialsTab from '../AddCredentialsTab';

// Follows a job polled once a second, with real timers.
jest.setTimeout(15_000);

const CSV = 'First Name,Last Name,Email,Credential Name\nAda,Fraser,ada.fraser@example.com,"Working at Heights, Level 2"\n';

beforeAll(polyfillFileText);

function renderTab() {
  return renderRoute(<AddCredentialsTab />, { path: '/credentials', url: '/credentials?page-name=add' });
}

async function chooseAndPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('CSV file'), new File([CSV], 'crew-a.csv', { type: 'text/csv' }));
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
}

describe('AddCredentialsTab', () => {
  it('offers the sample file and previews nothing until a file is chosen', async () => {
    mockApi({});
    renderTab();
    expect(screen.getByRole('link', { name: 'Download sample-credentials.csv' })).toHaveAttribute(
      'href',
      '/json/credentials/bulk-upload/sample',
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('shows each row\'s errors and the workers it will create, and keeps Upload disabled while any row is invalid', async () => {
    const user = userEvent.setup();
    const server = mockApi({ 'POST /credentials/bulk-upload/preview': { body: previewWithErrors } });
    renderTab();
    await chooseAndPreview(user);

    expect(await screen.findByText('2 with errors')).toBeInTheDocument();
    // The file's bytes, so that the server reads their encoding; the preview says how it read them.
    expect(server.callsTo('POST', '/credentials/bulk-upload/preview')[0].body).toEqual({ csv_base64: btoa(CSV) });
    expect(await screen.findByText('Read as columns separated by semicolons (;), Windows-1252 (Excel on Windows).')).toBeInTheDocument();
    const errors = screen.getByRole('list', { name: 'Errors on line 3' });
    expect(within(errors).getByText('Email: The email must be a valid email address.')).toBeInTheDocument();
    expect(within(errors).getByText('Credential Name: The credential name is required.')).toBeInTheDocument();
    const line4 = screen.getByRole('list', { name: 'Errors on line 4' }).closest('tr') as HTMLElement;
    expect(line4).toHaveAttribute('data-tone', 'danger');
    expect(within(line4).getByText('New worker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('names the missing required columns as the server does', async () => {
    const user = userEvent.setup();
    const message = 'The file is missing the required columns: Email, Credential Name.';
    mockApi({ 'POST /credentials/bulk-upload/preview': { status: 422, body: { message, errors: { csv: [message] } } } });
    renderTab();
    await chooseAndPreview(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('uploads a valid file and follows the job until it is done', async () => {
    const user = userEvent.setup();
    const states = [makeUpload({ status: 'processing', total_rows: 4, processed_rows: 1, created_count: 1 }), finishedUpload];
    const progress: ApiRoute = () => ({ body: { bulk_credential_upload: states.length > 1 ? states.shift() : states[0] } });
    const server = mockApi({
      'POST /credentials/bulk-upload/preview': { body: previewValid },
      'POST /credentials/bulk-upload': { status: 202, body: { bulk_credential_upload: makeUpload({ status: 'queued', total_rows: 4, processed_rows: 0 }) } },
      'GET /credentials/bulk-uploads/31': progress,
    });
    renderTab();
    await chooseAndPreview(user);
    await screen.findByText('3 ready');
    expect(screen.getByText('1 new worker')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(server.callsTo('POST', '/credentials/bulk-upload')[0].body).toEqual({ csv_base64: btoa(CSV), file_name: 'crew-a.csv' });
    const bar = await screen.findByRole('progressbar', { name: 'Bulk upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1 of 4 rows processed'), { timeout: 5000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 5000 });
    expect(screen.getByText('4 of 4 rows processed: 2 created, 1 skipped, 1 failed. 1 new worker was created.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/credentials/credential-bulk-uploads?file_url=%2Fjson%2Fcredentials%2Fbulk-uploads%2F31%2Ffile',
    );
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute('target', '_blank');

    // Done: no more polling.
    const polls = server.callsTo('GET', '/credentials/bulk-uploads/31').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.callsTo('GET', '/credentials/bulk-uploads/31')).toHaveLength(polls);
    expect(screen.getByRole('button', { name: 'Upload another file' })).toBeInTheDocument();
  });

  it('says so when the same file was already uploaded', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /credentials/bulk-upload/preview': { body: previewValid },
      'POST /credentials/bulk-upload': { body: { bulk_credential_upload: finishedUpload, message: 'This file was already uploaded.' } },
      'GET /credentials/bulk-uploads/31': { body: { bulk_credential_upload: finishedUpload } },
    });
    renderTab();
    await chooseAndPreview(user);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This file was already uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Bulk upload progress' })).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('AddCredentialsTab upload history', () => {
  const HISTORY = 'GET /credentials/bulk-uploads/history';

  it('lists earlier uploads with the file, who sent it, when, the status and counts, each with its details window', async () => {
    mockApi({ [HISTORY]: { body: historyPage(uploadHistory) } });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Earlier bulk uploads' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const done = rows[1];
    expect(within(done).getByText('spring-crew.csv')).toBeInTheDocument();
    expect(within(done).getByText('Dana Whitford')).toBeInTheDocument();
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(within(done).getByText('4 rows: 2 created, 1 skipped, 1 failed')).toBeInTheDocument();
    expect(within(done).getByText(/Nov 23, 2026/)).toBeInTheDocument();
    const details = within(done).getByRole('link', { name: 'View details of spring-crew.csv' });
    expect(details).toHaveAttribute('href', '/credentials/credential-bulk-uploads?file_url=%2Fjson%2Fcredentials%2Fbulk-uploads%2F33%2Ffile');
    expect(details).toHaveAttribute('target', '_blank');

    expect(within(rows[0]).getByText('450 of 1,200 rows processed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Processing stopped and could not be resumed. Upload the file again.')).toBeInTheDocument();
    expect(within(rows[2]).getByText('A former user')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and offers a retry when the history cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [HISTORY]: () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: historyPage([]) }),
    });
    renderTab();
    expect(await screen.findByText(/Could not load the upload history\./)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    expect(screen.getByText(/Files you upload above are listed here/)).toBeInTheDocument();
  });

  it('asks for the history again once the upload made on the tab has finished, so it shows there', async () => {
    const user = userEvent.setup();
    const afterUpload = [makeUploadSummary({ id: 31, file_name: 'crew-a.csv' })];
    let uploaded = false;
    const server = mockApi({
      [HISTORY]: () => ({ body: historyPage(uploaded ? afterUpload : []) }),
      'POST /credentials/bulk-upload/preview': { body: previewValid },
      'POST /credentials/bulk-upload': () => {
        uploaded = true;
        return { status: 202, body: { bulk_credential_upload: makeUpload({ status: 'queued', total_rows: 4, processed_rows: 0 }) } };
      },
      'GET /credentials/bulk-uploads/31': { body: { bulk_credential_upload: finishedUpload } },
    });
    renderTab();
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    await chooseAndPreview(user);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('link', { name: 'View details of crew-a.csv' }, { timeout: 5000 })).toBeInTheDocument();
    expect(server.callsTo('GET', '/credentials/bulk-uploads/history').length).toBeGreaterThan(1);
  });

  it('pages through a long history', async () => {
    const user = userEvent.setup();
    const server = mockApi({
      [HISTORY]: (call) =>
        call.query.get('page') === '2'
          ? { body: historyPage([makeUploadSummary({ id: 20, file_name: 'older.csv' })], 2, 2) }
          : { body: historyPage(uploadHistory, 1, 2) },
    });
    renderTab();
    await screen.findByText('october-renewals.csv');
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('older.csv')).toBeInTheDocument();
    expect(server.callsTo('GET', '/credentials/bulk-uploads/history').some((call) => call.query.get('page') === '2')).toBe(true);
  });
});

describe('AddCredentialsTab in French', () => {
  it('previews the rows and follows the upload in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    mockApi({
      'POST /credentials/bulk-upload/preview': { body: previewWithErrors },
    });
    renderTab();
    expect(screen.getByRole('heading', { name: 'Ajouter des attestations' })).toBeInTheDocument();
    expect(screen.getByText(/^Colonnes obligatoires/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Téléverser' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Fichier CSV'), new File([CSV], 'crew-a.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Aperçu' }));

    expect(await screen.findByText('2 avec erreurs')).toBeInTheDocument();
    expect(screen.getByText('Lu comme colonnes séparées par des points-virgules (;), Windows-1252 (Excel sous Windows).')).toBeInTheDocument();
    const line4 = screen.getByRole('list', { name: 'Erreurs à la ligne 4' }).closest('tr') as HTMLElement;
    expect(within(line4).getByText('Nouveau travailleur')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Travailleur' })).toBeInTheDocument();
    expect(screen.getByText(/Corrigez les lignes en rouge/)).toBeInTheDocument();
  });

  it('lists the upload history in French', async () => {
    await act(() => changeLocale('fr-CA'));
    mockApi({ 'GET /credentials/bulk-uploads/history': { body: historyPage(uploadHistory) } });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Téléversements précédents' });
    expect(screen.getByRole('heading', { name: 'Historique des téléversements' })).toBeInTheDocument();
    const done = within(table).getAllByRole('row')[2];
    expect(within(done).getByText(/^4 lignes\s: 2 créées, 1 ignorée, 1 en échec$/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Voir les détails de spring-crew.csv' })).toBeInTheDocument();
    expect(within(table).getByText('Un ancien utilisateur')).toBeInTheDocument();
  });

  it('says how far the job is in French, with French plurals', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    mockApi({
      'POST /credentials/bulk-upload/preview': { body: previewValid },
      'POST /credentials/bulk-upload': { body: { bulk_credential_upload: finishedUpload } },
      'GET /credentials/bulk-uploads/31': { body: { bulk_credential_upload: finishedUpload } },
    });
    renderTab();
    await user.upload(screen.getByLabelText('Fichier CSV'), new File([CSV], 'crew-a.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Aperçu' }));
    expect(await screen.findByText('3 prêtes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Téléverser' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progression du téléversement en lot' });
    expect(bar).toHaveAttribute('aria-valuetext', '4 lignes sur 4 traitées');
    expect(
      screen.getByText(/^4 lignes sur 4 traitées\s: 2 créées, 1 ignorée, 1 en échec\. 1 nouveau travailleur a été créé\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les détails' })).toBeInTheDocument();
  });
});
