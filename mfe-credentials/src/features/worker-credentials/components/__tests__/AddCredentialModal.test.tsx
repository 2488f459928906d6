import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { deferred, mockApi, renderWithProviders, type ApiReply, type ApiRoute } from 'shared-ui/testing';
import { credential, credentialTypes } from '../../fixtures';
import { WorkerCredentialsSection } from '../WorkerCredentialsSection';

const baseRoutes: Record<string, ApiRoute> = {
  'GET /workers/42/credentials': { body: { user_credentials: [], user_credential_parse_jobs: [] } },
  'GET /tradeslink/user-credential-types': { body: { user_credential_types: credentialTypes } },
  'GET /workers/42': { body: { worker: { id: 42, full_name: 'Ada Fraser' } } },
};

async function openAddModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '+ Add Credential' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Add a Credential' }) };
}

describe('Add a Credential: Form', () => {
  it('shows the spec messages for a missing name and type, with the form summary, and sends nothing', async () => {
    const api = mockApi(baseRoutes);
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(within(dialog).getByText('Credential name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Credential type is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fix the errors in the form.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/credentials')).toHaveLength(0);
  });

  it('refuses an issued date after the expiry date', async () => {
    const api = mockApi(baseRoutes);
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();

    await user.type(within(dialog).getByLabelText(/Credential name/), 'Working at Heights');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Credential type/ }), 'Licence');
    await user.type(within(dialog).getByLabelText('Issued'), '2025-06-01');
    await user.type(within(dialog).getByLabelText('Expiry'), '2024-06-01');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(within(dialog).getByText('Issued date cannot be after expiry date.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fix the errors in the form.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/credentials')).toHaveLength(0);
  });

  it('sends empty dates as empty strings, leaves out an empty document number, and shows the server message', async () => {
    const api = mockApi({
      ...baseRoutes,
      'POST /workers/42/credentials': {
        status: 201,
        body: { user_credential: credential(), message: 'Successfully submitted credential: Working at Heights for Ada Fraser' },
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();

    await user.type(within(dialog).getByLabelText(/Credential name/), 'Working at Heights');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Credential type/ }), 'Licence');
    await user.type(within(dialog).getByLabelText('Notes'), 'Card seen on site');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully submitted credential: Working at Heights for Ada Fraser')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a Credential' })).not.toBeInTheDocument();
    const body = api.callsTo('POST', '/workers/42/credentials')[0].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Working at Heights',
      issued: '',
      expiry: '',
      notes: 'Card seen on site',
      user_credential_type_id: '2',
    });
  });

  it('sends the document number when one is typed', async () => {
    const api = mockApi({
      ...baseRoutes,
      'POST /workers/42/credentials': { status: 201, body: { user_credential: credential() } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();

    await user.type(within(dialog).getByLabelText(/Credential name/), 'Working at Heights');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Credential type/ }), 'Certificate');
    await user.type(within(dialog).getByLabelText('Document number'), 'WAH-20931');
    await user.type(within(dialog).getByLabelText('Issued'), '2024-03-04');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    // Without a server message the section names the credential and the worker itself.
    expect(await screen.findByText('Successfully submitted credential: Working at Heights for Ada Fraser')).toBeInTheDocument();
    const body = api.callsTo('POST', '/workers/42/credentials')[0].body as FormData;
    expect(body.get('document_number')).toBe('WAH-20931');
    expect(body.get('issued')).toBe('2024-03-04');
  });

  it('warns when the upload matches a credential on file and replaces it on request, or adds a new one', async () => {
    const said = 'Working at Heights with this document number is already on file for this worker. Replace it instead of adding a duplicate?';
    const match = { id: 11, name: 'Working at Heights', document_number: 'WAH-20931', expiry: '2027-03-04', same_document_number: true, same_file: false };
    const api = mockApi({
      ...baseRoutes,
      'POST /workers/42/credentials/duplicates': { body: { duplicates: [match], message: said } },
      'POST /credentials/11/update': { body: { user_credential: credential(), message: 'Credential updated successfully' } },
      'POST /workers/42/credentials': { status: 201, body: { user_credential: credential() } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();

    await user.type(within(dialog).getByLabelText(/Credential name/), 'Working at Heights');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Credential type/ }), 'Certificate');
    await user.type(within(dialog).getByLabelText('Document number'), 'WAH-20931');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('This credential may already be on file');
    expect(warning).toHaveTextContent(said);
    expect((api.callsTo('POST', '/workers/42/credentials/duplicates')[0].body as FormData).get('document_number')).toBe('WAH-20931');
    expect(api.callsTo('POST', '/workers/42/credentials')).toHaveLength(0);

    await user.click(within(warning).getByRole('button', { name: 'Replace Working at Heights' }));
    expect(await screen.findByText('Credential updated successfully')).toBeInTheDocument();
    const update = api.callsTo('POST', '/credentials/11/update')[0].body as FormData;
    expect(update.get('name')).toBe('Working at Heights');
    expect(update.get('document_number')).toBe('WAH-20931');
    expect(api.callsTo('POST', '/workers/42/credentials')).toHaveLength(0);

    // Again, this time kept as a second credential.
    const again = await openAddModal();
    await again.user.type(within(again.dialog).getByLabelText(/Credential name/), 'Working at Heights');
    await again.user.selectOptions(await within(again.dialog).findByRole('combobox', { name: /Credential type/ }), 'Certificate');
    await again.user.type(within(again.dialog).getByLabelText('Document number'), 'WAH-20931');
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Submit' }));
    await again.user.click(await within(again.dialog).findByRole('button', { name: 'Add as a new credential' }));
    expect(await screen.findByText('Successfully submitted credential: Working at Heights for Ada Fraser')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/credentials')).toHaveLength(1);
  });

  it('asks to refresh the page when the server fails', async () => {
    mockApi({ ...baseRoutes, 'POST /workers/42/credentials': { status: 500, body: { message: 'Server Error' } } });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();

    await user.type(within(dialog).getByLabelText(/Credential name/), 'Working at Heights');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Credential type/ }), 'Licence');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(
      await within(dialog).findByText('Something went wrong while submitting the credential. Please refresh the page.'),
    ).toBeInTheDocument();
  });
});

describe('Add a Credential: Parse File', () => {
  const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

  it('lists the chosen files with names cut to 25 characters and sizes in kb', async () => {
    mockApi(baseRoutes);
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();

    await user.click(within(dialog).getByRole('tab', { name: 'Parse File' }));
    await user.upload(within(dialog).getByLabelText('Files'), [pdf('working-at-heights-certificate-2024.pdf', 2048), pdf('card.pdf', 5120)]);

    const list = within(dialog).getByRole('list', { name: 'Files to parse' });
    expect(within(list).getByText('working-at-heights-certif…')).toBeInTheDocument();
    expect(within(list).getByText('2.0 kb')).toBeInTheDocument();
    expect(within(list).getByText('card.pdf')).toBeInTheDocument();
    expect(within(list).getByText('5.0 kb')).toBeInTheDocument();
    expect(within(list).getAllByTestId('parse-status').map((badge) => badge.textContent)).toEqual(['Queued', 'Queued']);
  });

  it('sends the files one after another with the session group id, then says it finished only once every file is read, with how many failed', async () => {
    const firstReply = deferred<ApiReply>();
    let listCalls = 0;
    let jobPolls = 0;
    const job = (id: number, status: string, error: string | null = null) => ({ id, status, group_id: 'g', file_name: null, file_url: null, error, user_credential_id: null, created_at_diff: 'now' });
    const api = mockApi({
      ...baseRoutes,
      'GET /workers/42/credentials': () => {
        listCalls += 1;
        return { body: { user_credentials: [], user_credential_parse_jobs: [] } };
      },
      'POST /credentials/parse': (call) => {
        const name = ((call.body as FormData).get('file') as File).name;
        if (name === 'first.pdf') {
          call.reportUploadProgress(512, 1024);
          return firstReply.promise;
        }
        if (name === 'broken.pdf') return { status: 422, body: { message: 'The file must be a PDF, PNG or JPEG.', errors: { file: ['The file must be a PDF, PNG or JPEG.'] } } };
        return { status: 201, body: { user_credential_parse_job: job(2, 'queued') } };
      },
      // The server reads the files: first still being read, then one done and one it could not read.
      'GET /user-credential-parse-jobs': () => {
        jobPolls += 1;
        return jobPolls === 1
          ? { body: { user_credential_parse_jobs: [job(2, 'processing'), job(1, 'processing')] } }
          : { body: { user_credential_parse_jobs: [job(2, 'failed', 'No text could be read from this file.'), job(1, 'done')] } };
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Parse File' }));
    await user.upload(within(dialog).getByLabelText('Files'), [pdf('first.pdf', 1024), pdf('broken.pdf', 1024), pdf('third.pdf', 1024)]);
    const statuses = () => within(dialog).getAllByTestId('parse-status').map((badge) => badge.textContent);

    await user.click(within(dialog).getByRole('button', { name: 'Parse 3 files' }));

    // The second file waits until the first has been answered.
    expect(await within(dialog).findByRole('progressbar', { name: 'Sending first.pdf' })).toHaveAttribute('aria-valuenow', '50');
    expect(statuses()).toEqual(['Processing', 'Queued', 'Queued']);
    expect(api.callsTo('POST', '/credentials/parse')).toHaveLength(1);

    const listCallsBefore = listCalls;
    firstReply.resolve({ status: 201, body: { user_credential_parse_job: job(1, 'queued') } });

    // Sent, not yet read: no word of finishing.
    expect(await within(dialog).findByText(/^Files sent\. Each one is being read/)).toBeInTheDocument();
    expect(statuses()).toEqual(['Uploaded', 'Failed', 'Uploaded']);
    expect(within(dialog).queryByText(/^Finished parsing all files/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Error uploading file broken.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('The file must be a PDF, PNG or JPEG.')).toBeInTheDocument();

    expect(
      await within(dialog).findByText('Finished parsing all files: 2 of 3 failed. The reasons are shown beside them.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(statuses()).toEqual(['Read', 'Failed', 'Failed']);
    expect(within(dialog).getByText('Could not read third.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('No text could be read from this file.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Files sent\./)).not.toBeInTheDocument();

    const sent = api.callsTo('POST', '/credentials/parse').map((call) => call.body as FormData);
    expect(sent.map((body) => (body.get('file') as File).name)).toEqual(['first.pdf', 'broken.pdf', 'third.pdf']);
    expect(sent.every((body) => body.get('enterprise_customer_worker_id') === '42')).toBe(true);
    const groupIds = new Set(sent.map((body) => body.get('group_id')));
    expect(groupIds.size).toBe(1);
    expect([...groupIds][0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(api.callsTo('GET', '/user-credential-parse-jobs').every((call) => call.query.get('group_id') === [...groupIds][0])).toBe(true);
    // The new jobs show in the list as Processing cards.
    expect(listCalls).toBeGreaterThan(listCallsBefore);
  }, 15_000);

  it('says every file finished without a failure count when all were read', async () => {
    mockApi({
      ...baseRoutes,
      'POST /credentials/parse': { status: 201, body: { user_credential_parse_job: { id: 7, status: 'queued' } } },
      'GET /user-credential-parse-jobs': { body: { user_credential_parse_jobs: [{ id: 7, status: 'done', error: null }] } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Parse File' }));
    await user.upload(within(dialog).getByLabelText('Files'), [pdf('card.pdf', 1024)]);
    await user.click(within(dialog).getByRole('button', { name: 'Parse file' }));
    expect(
      await within(dialog).findByText('Finished parsing all files. Results will be available shortly!'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('parse-status').map((badge) => badge.textContent)).toEqual(['Read']);
  });

  it('says how many failed in French, with French plurals', async () => {
    await act(() => changeLocale('fr-CA'));
    mockApi({
      ...baseRoutes,
      'POST /credentials/parse': { status: 201, body: { user_credential_parse_job: { id: 8, status: 'queued' } } },
      'GET /user-credential-parse-jobs': { body: { user_credential_parse_jobs: [{ id: 8, status: 'failed', error: 'Illisible.' }] } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ajouter une attestation/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Lire un fichier' }));
    await user.upload(within(dialog).getByLabelText('Fichiers'), [pdf('carte.pdf', 1024)]);
    await user.click(within(dialog).getByRole('button', { name: 'Lire le fichier' }));
    expect(
      await within(dialog).findByText(/^La lecture de tous les fichiers est terminée\s: 1 sur 1 a échoué\. La raison est indiquée à côté du fichier\.$/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Impossible de lire carte.pdf')).toBeInTheDocument();
  });

  it('keeps sending after the modal is closed and then reports in toasts', async () => {
    const reply = deferred<ApiReply>();
    mockApi({
      ...baseRoutes,
      'POST /credentials/parse': () => reply.promise,
      'GET /user-credential-parse-jobs': { body: { user_credential_parse_jobs: [{ id: 1, status: 'failed', error: 'No text could be read from this file.' }] } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openAddModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Parse File' }));
    await user.upload(within(dialog).getByLabelText('Files'), [pdf('first.pdf', 1024)]);
    await user.click(within(dialog).getByRole('button', { name: 'Parse file' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    reply.resolve({ status: 201, body: { user_credential_parse_job: { id: 1 } } });
    expect(await screen.findByText('Finished parsing all files: 1 of 1 failed. The reason is shown beside it.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a Credential' })).not.toBeInTheDocument();
  });
});
