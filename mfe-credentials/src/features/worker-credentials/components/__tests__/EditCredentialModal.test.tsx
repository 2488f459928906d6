import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type ApiRoute } from 'shared-ui/testing';
import { credential, credentialTypes, parsedCredential, replacedCredential } from '../../fixtures';
import { WorkerCredentialsSection } from '../WorkerCredentialsSection';

const routes: Record<string, ApiRoute> = {
  'GET /workers/42/credentials': { body: { user_credentials: [credential(), parsedCredential], user_credential_parse_jobs: [] } },
  'GET /tradeslink/user-credential-types': { body: { user_credential_types: credentialTypes } },
};

async function openEdit(name: string, button: 'Edit' | 'Review') {
  const user = userEvent.setup();
  const item = await screen.findByRole('listitem', { name });
  await user.click(within(item).getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Credential' });
  // The type select fills once the types have loaded.
  await within(dialog).findByRole('option', { name: 'Licence' });
  return { user, dialog };
}

describe('Edit Credential', () => {
  it('requires the name and type, then saves with the update field names', async () => {
    const api = mockApi({
      ...routes,
      'POST /credentials/11/update': { body: { user_credential: credential({ name: 'Working at Heights (renewed)' }) } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openEdit('Working at Heights', 'Edit');

    const name = within(dialog).getByLabelText(/Credential name/);
    await user.clear(name);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Credential type/ }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Credential name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Credential type is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/credentials/11/update')).toHaveLength(0);

    await user.type(name, 'Working at Heights (renewed)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Credential type/ }), 'Licence');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Credential updated successfully')).toBeInTheDocument();
    const body = api.callsTo('POST', '/credentials/11/update')[0].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Working at Heights (renewed)',
      credential_type_id: '2',
      document_number: 'WAH-20931',
      issued: '2024-03-04',
      expiry: '2027-03-04',
    });
  });

  it("shows the server's message in a red alert when saving fails, else 'An error occurred'", async () => {
    let attempt = 0;
    mockApi({
      ...routes,
      'POST /credentials/11/update': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 422, body: { message: 'The selected credential type is invalid.' } }
          : { status: 500, body: {} };
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, dialog } = await openEdit('Working at Heights', 'Edit');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The selected credential type is invalid.');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An error occurred')).toBeInTheDocument();
  });

  it('lets a person review a parse proposal: the values read from the file are marked', async () => {
    const api = mockApi({
      ...routes,
      'POST /credentials/15/update': { body: { user_credential: { ...parsedCredential, needs_review: false } } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    expect(within(await screen.findByRole('listitem', { name: 'Confined Space Entry' })).getByText('Needs review')).toBeInTheDocument();
    const { user, dialog } = await openEdit('Confined Space Entry', 'Review');

    expect(within(dialog).getByLabelText(/Credential name/)).toHaveValue('Confined Space Entry');
    expect(within(dialog).getByLabelText(/Credential name/)).toHaveAccessibleDescription(/Read from the uploaded file/);
    expect(within(dialog).getByLabelText('Issued')).toHaveAccessibleDescription(/Read from the uploaded file/);

    expect(within(dialog).getByLabelText('Document number')).toHaveAccessibleDescription(/Read from the uploaded file/);
    await user.clear(within(dialog).getByLabelText('Document number'));
    await user.type(within(dialog).getByLabelText('Document number'), 'CSE-7787');
    // The corrected value is the person's, no longer marked as read from the file.
    expect(within(dialog).getByLabelText('Document number')).not.toHaveAccessibleDescription(/Read from the uploaded file/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Credential updated successfully')).toBeInTheDocument();
    expect((api.callsTo('POST', '/credentials/15/update')[0].body as FormData).get('document_number')).toBe('CSE-7787');
  });
});

describe('Reviewing a worker\'s replacement', () => {
  const replacementRoutes: Record<string, ApiRoute> = {
    ...routes,
    'GET /workers/42/credentials': { body: { user_credentials: [replacedCredential], user_credential_parse_jobs: [] } },
  };

  it('shows the previous version beside what the worker sent: documents, dates and document numbers', async () => {
    mockApi(replacementRoutes);
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { dialog } = await openEdit('Fall Arrest', 'Review');

    expect(within(dialog).getByText(/The worker sent this replacement through an update link/)).toBeInTheDocument();
    const previous = within(dialog).getByRole('region', { name: 'Previous version' });
    expect(within(previous).getByText('Kept until you confirm the replacement.')).toBeInTheDocument();
    expect(within(previous).getByRole('link', { name: 'Open fall-arrest-2023.pdf' })).toHaveAttribute('href', '/json/files/601');
    expect(within(previous).getByText('Feb 1, 2023')).toBeInTheDocument();
    expect(within(previous).getByText('Feb 1, 2026')).toBeInTheDocument();
    expect(within(previous).getByText('FA-2023-0098')).toBeInTheDocument();

    const submitted = within(dialog).getByRole('region', { name: 'Sent by the worker' });
    expect(within(submitted).getByRole('img', { name: 'Sent by the worker: renewed-card.png' })).toHaveAttribute('src', '/json/files/602');
    expect(within(submitted).getByRole('link', { name: 'Open renewed-card.png' })).toHaveAttribute('target', '_blank');
    expect(within(submitted).getByText('Feb 1, 2029')).toBeInTheDocument();
    expect(within(submitted).getByText(/^Sent Nov 24, 2026/)).toBeInTheDocument();
    expect(within(submitted).getByText('FA-2026-0412')).toHaveTextContent('FA-2026-0412 (new number)');
    // The form starts from the number sent, so the reviewer confirms or corrects it.
    expect(within(dialog).getByLabelText('Document number')).toHaveValue('FA-2026-0412');
  });

  it('does not point out a number the renewal kept', async () => {
    const kept = { ...replacedCredential, replacement: { ...replacedCredential.replacement!, previous: { ...replacedCredential.replacement!.previous, document_number: 'FA-2026-0412' } } };
    mockApi({ ...replacementRoutes, 'GET /workers/42/credentials': { body: { user_credentials: [kept], user_credential_parse_jobs: [] } } });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { dialog } = await openEdit('Fall Arrest', 'Review');
    const submitted = within(dialog).getByRole('region', { name: 'Sent by the worker' });
    expect(within(submitted).getByText('FA-2026-0412')).toHaveTextContent(/^FA-2026-0412$/);
    expect(within(dialog).queryByText(/new number/)).not.toBeInTheDocument();
  });

  it('goes back to the previous version on request, or confirms the replacement by saving', async () => {
    const restored = credential({ id: 16, name: 'Fall Arrest', s3_url: '/json/files/601', replacement: null });
    const api = mockApi({
      ...replacementRoutes,
      'POST /credentials/16/keep-previous': {
        body: { user_credential: restored, message: "The previous version was kept; the worker's replacement was discarded." },
      },
      'POST /credentials/16/update': { body: { user_credential: { ...replacedCredential, needs_review: false, replacement: null } } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    let { user, dialog } = await openEdit('Fall Arrest', 'Review');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the previous version' }));
    expect(await screen.findByText("The previous version was kept; the worker's replacement was discarded.")).toBeInTheDocument();
    expect(api.callsTo('POST', '/credentials/16/keep-previous')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Edit Credential' })).not.toBeInTheDocument();

    ({ user, dialog } = await openEdit('Fall Arrest', 'Review'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Credential updated successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/credentials/16/update')).toHaveLength(1);
  });
});
