import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkerUserCredential } from 'shared-api';
import { changeLocale } from 'shared-ui';
import { mockApi, renderWithProviders, type ApiReply } from 'shared-ui/testing';
import {
  credential,
  expiredCredential,
  failedParseJob,
  parseJob,
  platformCredential,
  undatedCredential,
} from '../../fixtures';
import { localDate } from '../../utils/credentialRules';
import { parseGroupId } from '../../utils/groupId';
import { WorkerCredentialsSection } from '../WorkerCredentialsSection';

const listRoute = (credentials: WorkerUserCredential[], jobs = [parseJob(), failedParseJob]): ApiReply => ({
  body: { user_credentials: credentials, user_credential_parse_jobs: jobs },
});

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('WorkerCredentialsSection', () => {
  it('shows the Expired label, the missing-file warning and placeholders for unset dates', async () => {
    mockApi({ 'GET /workers/42/credentials': listRoute([credential(), expiredCredential, undatedCredential], []) });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);

    const expired = await screen.findByRole('listitem', { name: expiredCredential.name });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(row('Working at Heights')).queryByText('Expired')).not.toBeInTheDocument();

    const undated = row('Forklift Operator');
    expect(within(undated).getByText('No issue date')).toBeInTheDocument();
    expect(within(undated).getByText('No Expiry')).toBeInTheDocument();
    expect(within(undated).getByText('No file has been uploaded for this credential.')).toBeInTheDocument();
    expect(within(row('Working at Heights')).queryByText('No file has been uploaded for this credential.')).not.toBeInTheDocument();
    expect(within(row('Working at Heights')).getByRole('link', { name: 'View file' })).toHaveAttribute('href', '/json/files/501');
    expect(screen.getByText('3 credentials · 1 expired')).toBeInTheDocument();
  });

  it('lists expired credentials first, then those expiring soon, and warns of a missing file only where one is expected', async () => {
    const dated = (id: number, name: string, days: number, extra: Partial<WorkerUserCredential> = {}) =>
      credential({ id, name, expiry: localDate(days), is_expired: days < 0, expires_pretty_date: localDate(days), expiry_diff_for_humans: null, ...extra });
    const list = [
      dated(21, 'Current with file', 400),
      dated(22, 'Due later', 25, { s3_url: null }),
      dated(23, 'Long expired, renewed', -400, { credential_id: 7, s3_url: null }),
      dated(24, 'Renewal of it', 300, { credential_id: 7, s3_url: null }),
      dated(25, 'Just expired', -2, { s3_url: null }),
      dated(26, 'Due first', 3),
      dated(27, 'Expired before', -30),
      { ...platformCredential, id: 28, name: 'Own platform ticket', s3_url: null },
    ];
    mockApi({ 'GET /workers/42/credentials': listRoute(list, []) });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);

    const listed = within(await screen.findByRole('list', { name: 'Credentials list' })).getAllByRole('listitem');
    expect(listed.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Just expired',
      'Expired before',
      'Due first',
      'Due later',
      'Current with file',
      'Long expired, renewed',
      'Renewal of it',
      'Own platform ticket',
    ]);
    expect(within(row('Due first')).getByText('Expires soon')).toBeInTheDocument();
    expect(within(row('Due later')).getByText('Expires soon')).toBeInTheDocument();
    expect(within(row('Current with file')).queryByText('Expires soon')).not.toBeInTheDocument();
    expect(within(row('Just expired')).queryByText('Expires soon')).not.toBeInTheDocument();

    const warned = listed.filter((item) => within(item).queryByText('No file has been uploaded for this credential.'));
    // A current credential of the customer's without a file: not an expired one, a renewed copy or the worker's own.
    expect(warned.map((item) => item.getAttribute('aria-label'))).toEqual(['Due later', 'Renewal of it']);
    expect(screen.getByText('8 credentials · 3 expired · 2 expiring soon')).toBeInTheDocument();
  });

  it('expands a row with More to show the issuer and collapses it with Less', async () => {
    mockApi({ 'GET /workers/42/credentials': listRoute([credential()], []) });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    const item = await screen.findByRole('listitem', { name: 'Working at Heights' });
    expect(within(item).queryByText('Northern Safety Council')).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'More' }));
    expect(within(item).getByText('Northern Safety Council')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Change issuer' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Less' }));
    expect(within(item).queryByText('Northern Safety Council')).not.toBeInTheDocument();
  });

  it('offers delete only for a credential without a user_id that has a worker id, after a confirmation', async () => {
    const api = mockApi({
      'GET /workers/42/credentials': listRoute([credential(), platformCredential, credential({ id: 16, name: 'Orphan', enterprise_customer_worker_id: null })], []),
      'DELETE /workers/42/credentials/11': { body: { message: 'Credential deleted successfully.' } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    const own = await screen.findByRole('listitem', { name: 'Working at Heights' });
    expect(within(row(platformCredential.name)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(row('Orphan')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Delete Working at Heights' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete credential' })).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/workers/42/credentials/11')).toHaveLength(0);

    await user.click(within(own).getByRole('button', { name: 'Delete Working at Heights' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete credential' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Credential deleted successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/workers/42/credentials/11')).toHaveLength(1);
    expect(api.callsTo('GET', '/workers/42/credentials').length).toBeGreaterThanOrEqual(2);
  });

  it('offers View and Withdraw for an active update request, and Request update once it is withdrawn', async () => {
    let withdrawn = false;
    const api = mockApi({
      'GET /workers/42/credentials': () =>
        listRoute(withdrawn ? [{ ...platformCredential, active_update_requests: [] }] : [platformCredential], []),
      'DELETE /credentials/update-requests/71': () => {
        withdrawn = true;
        return { body: { message: 'Withdrawn.' } };
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    const item = await screen.findByRole('listitem', { name: platformCredential.name });
    // A request's link is not kept (ADR 0018): View request opens its details in the portal.
    expect(within(item).queryByRole('link', { name: 'View request' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'View request' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Request update' })).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw request' });
    expect(dialog).toHaveTextContent('Are you sure you want to withdraw this request?');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Credential request successfully withdrawn!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/credentials/update-requests/71')).toHaveLength(1);
    expect(await within(row(platformCredential.name)).findByRole('button', { name: 'Request update' })).toBeInTheDocument();
    expect(within(row(platformCredential.name)).queryByRole('button', { name: 'View request' })).not.toBeInTheDocument();
  });

  it('View request shows the request in the portal; Send again e-mails a new link and shows it once', async () => {
    const worker = { id: 42, full_name: 'Ada Fraser' };
    const withWorker = { ...platformCredential, worker, active_update_requests: [{ ...platformCredential.active_update_requests[0], message: 'Please send the renewed card.' }] };
    const link = 'http://portal.test/user-credential-requests/again';
    const api = mockApi({
      'GET /workers/42/credentials': listRoute([withWorker], []),
      'POST /credentials/update-requests/71/resend': {
        body: {
          message: 'A new link was e-mailed to the worker; the previous link no longer works.',
          update_request: {
            id: 71,
            update_url: '/user-credential-requests/again',
            message: 'Please send the renewed card.',
            created_at_pretty_date: 'Nov 23, 2026',
            created_diff_for_humans: '2 days ago',
            requested_at: '2026-11-25T10:00:00.000Z',
            completed_at: null,
            completed_at_diff_for_humans: null,
            user_credential: { id: withWorker.id, name: withWorker.name, worker },
          },
          link,
        },
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('listitem', { name: withWorker.name })).getByRole('button', { name: 'View request' }));
    const dialog = screen.getByRole('dialog', { name: `Update request: ${withWorker.name}` });
    expect(dialog).toHaveTextContent('Sent toAda Fraser');
    expect(dialog).toHaveTextContent('Requested2 days ago');
    expect(dialog).toHaveTextContent('MessagePlease send the renewed card.');
    expect(within(dialog).queryByText(/user-credential-requests/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('A new link was e-mailed to the worker; the previous link no longer works.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/credentials/update-requests/71/resend')).toHaveLength(1);
    const details = screen.getByRole('dialog', { name: `Update request: ${withWorker.name}` });
    expect(within(details).getByText('Link sent to Ada Fraser')).toBeInTheDocument();
    expect(details).toHaveTextContent(link);
    await user.click(within(details).getByRole('button', { name: 'Copy link sent to Ada Fraser' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('sends a request for an updated certificate with the typed message, saying first who will receive it', async () => {
    const api = mockApi({
      'GET /workers/42/credentials': listRoute([credential()], []),
      'GET /credentials/11/update-request-recipient': { body: { recipient: { full_name: 'Ada Fraser', email: 'ada@example.com' }, message: null } },
      'POST /credentials/11/request-update': {
        body: {
          success: true,
          message: 'Request sent successfully!',
          update_request: {
            id: 90,
            update_url: '/user-credential-requests/fresh',
            message: 'Your card expires soon, please send the new one.',
            created_at_pretty_date: 'Nov 25, 2026',
            created_diff_for_humans: 'just now',
            requested_at: '2026-11-25T10:00:00.000Z',
            completed_at: null,
            completed_at_diff_for_humans: null,
            user_credential: { id: 11, name: 'Working at Heights', worker: { id: 42, full_name: 'Ada Fraser' } },
          },
          link: 'http://portal.test/user-credential-requests/fresh',
        },
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('listitem', { name: 'Working at Heights' })).getByRole('button', { name: 'Request update' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an Updated Certificate' });
    expect((await within(dialog).findByText(/It will be e-mailed to/)).textContent).toBe('It will be e-mailed to Ada Fraser (ada@example.com).');
    const message = within(dialog).getByLabelText('Message');
    expect(message).toHaveAttribute('rows', '10');
    await user.type(message, 'Your card expires soon, please send the new one.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Request an Updated Certificate' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/credentials/11/request-update')[0].body).toEqual({
      message: 'Your card expires soon, please send the new one.',
      crew_id: null,
    });
    // The answer carries the link once: the request's details show it with Copy.
    const details = await screen.findByRole('dialog', { name: 'Update request: Working at Heights' });
    expect(details).toHaveTextContent('http://portal.test/user-credential-requests/fresh');
    expect(details).toHaveTextContent('for security the link is shown only once');
  });

  it('says before sending that nobody can receive the request, and why, and offers no send', async () => {
    const why = "This worker has no e-mail address, so nobody can receive the request. Add one to the worker's details, then ask again.";
    const api = mockApi({
      'GET /workers/42/credentials': listRoute([credential()], []),
      'GET /credentials/11/update-request-recipient': { body: { recipient: null, message: why } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('listitem', { name: 'Working at Heights' })).getByRole('button', { name: 'Request update' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an Updated Certificate' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nobody can receive this request');
    expect(alert).toHaveTextContent(why);
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeDisabled();
    expect(api.callsTo('POST', '/credentials/11/request-update')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the request", async () => {
    mockApi({
      'GET /workers/42/credentials': listRoute([credential()], []),
      'GET /credentials/11/update-request-recipient': { body: { recipient: { full_name: 'Ada Fraser', email: 'ada@example.com' }, message: null } },
      'POST /credentials/11/request-update': { status: 422, body: { message: 'An update request is already open for this credential. Withdraw it to send a new one.' } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('listitem', { name: 'Working at Heights' })).getByRole('button', { name: 'Request update' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Request an Updated Certificate' })).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('An update request is already open for this credential. Withdraw it to send a new one.')).toBeInTheDocument();
    expect(screen.queryByText('There was an issue sending the request.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request an Updated Certificate' })).toBeInTheDocument();
  });

  it('says so when the update request cannot be sent, and keeps the modal open', async () => {
    mockApi({
      'GET /workers/42/credentials': listRoute([credential()], []),
      'POST /credentials/11/request-update': { status: 500, body: { message: 'Server Error' } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('listitem', { name: 'Working at Heights' })).getByRole('button', { name: 'Request update' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Request an Updated Certificate' })).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('There was an issue sending the request.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request an Updated Certificate' })).toBeInTheDocument();
  });

  it('shows running parse jobs as Processing cards and failed ones with their reason and a confirmed delete', async () => {
    const api = mockApi({
      'GET /workers/42/credentials': listRoute([credential()]),
      'DELETE /user-credential-parse-jobs/302': { body: {} },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    const processing = await screen.findByRole('listitem', { name: 'Processing first-aid-certificate.pdf' });
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    expect(within(processing).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    const failed = screen.getByRole('listitem', { name: 'Failed blurry-photo.jpg' });
    expect(within(failed).getByText('No text could be read from the file.')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Delete job for blurry-photo.jpg' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete parse job' })).getByRole('button', { name: 'Delete' }));

    // The server answered without a message: the spec's own text.
    expect(await screen.findByText('Successfully delete job!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/user-credential-parse-jobs/302')).toHaveLength(1);
  });

  it('copies a linked user’s credential into the customer’s records, and offers it only once', async () => {
    let copied = false;
    const api = mockApi({
      'GET /workers/42/credentials': () =>
        copied
          ? listRoute([credential({ id: 99 }), { ...platformCredential, copied_to_records: true }], [])
          : listRoute([platformCredential], []),
      'POST /workers/42/credentials/14/copy': () => {
        copied = true;
        return { status: 201, body: { user_credential: credential({ id: 99 }), message: 'Credential copied to your records.' } };
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('listitem', { name: platformCredential.name })).getByRole('button', { name: 'Copy to records' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Copy credential' })).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Credential copied to your records.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/credentials/14/copy')).toHaveLength(1);
    await waitFor(() => expect(within(row(platformCredential.name)).queryByRole('button', { name: 'Copy to records' })).not.toBeInTheDocument());
  });

  it("polls this session's parse jobs until they finish, then shows the proposed credential", async () => {
    const job = parseJob({ group_id: parseGroupId() });
    let polls = 0;
    let finished = false;
    const api = mockApi({
      'GET /workers/42/credentials': () =>
        finished
          ? listRoute([credential({ id: 20, name: 'First Aid', needs_review: true })], [])
          : listRoute([], [job]),
      // Still reading at the first poll, done at the next.
      'GET /user-credential-parse-jobs': () => {
        polls += 1;
        finished = polls > 1;
        return { body: { user_credential_parse_jobs: [finished ? { ...job, status: 'done', user_credential_id: 20 } : job] } };
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);

    expect(await screen.findByRole('listitem', { name: 'Processing first-aid-certificate.pdf' })).toBeInTheDocument();
    const proposal = await screen.findByRole('listitem', { name: 'First Aid' }, { timeout: 5000 });
    expect(within(proposal).getByText('Needs review')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Processing first-aid-certificate.pdf' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/user-credential-parse-jobs')).toHaveLength(2);
    expect(api.callsTo('GET', '/user-credential-parse-jobs')[0].query.get('group_id')).toBe(parseGroupId());
  });
});

describe('WorkerCredentialsSection in French', () => {
  it('shows the credentials, parse jobs and actions in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    mockApi({ 'GET /workers/42/credentials': listRoute([credential(), expiredCredential, undatedCredential]) });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = userEvent.setup();

    const expired = await screen.findByRole('listitem', { name: expiredCredential.name });
    expect(within(expired).getByText('Expirée')).toBeInTheDocument();
    const undated = row('Forklift Operator');
    expect(within(undated).getByText('Aucune date de délivrance')).toBeInTheDocument();
    expect(within(undated).getByText('Sans expiration')).toBeInTheDocument();
    expect(within(undated).getByText('Aucun fichier n’a été téléversé pour cette attestation.')).toBeInTheDocument();
    expect(screen.getByText('3 attestations · 1 expirée')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fichiers en cours de lecture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Ajouter une attestation' })).toBeInTheDocument();

    const item = row('Working at Heights');
    await user.click(within(item).getByRole('button', { name: 'Plus' }));
    expect(within(item).getByText('Émetteur')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Changer l’émetteur' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Demander une mise à jour' })).toBeInTheDocument();
  });
});
