import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { setCsrfToken, setUnauthenticatedHandler, type PublicUpdateRequestResponse } from 'shared-api';
import { installFakeUpload, jsonResponse, renderRoute, type SentUpload } from 'shared-ui/testing';
import { updateRequest, updateRequestResponse } from '../../fixtures';
import UpdateRequestPage from '../UpdateRequestPage';

const requests: string[] = [];
let respond: () => Promise<Response>;
let fakeUpload: ReturnType<typeof installFakeUpload>;

beforeEach(() => {
  requests.length = 0;
  respond = () => jsonResponse(updateRequestResponse());
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    requests.push(new URL(String(input), 'http://localhost').pathname);
    return respond();
  }) as typeof fetch;
  fakeUpload = installFakeUpload();
  setCsrfToken('page-token');
});

afterEach(() => {
  fakeUpload.restore();
  jest.useRealTimers();
});

function renderAt(token = 'tok-9') {
  return renderRoute(<UpdateRequestPage />, {
    path: '/user-credential-requests/:token',
    url: `/user-credential-requests/${token}`,
    portalProviders: false,
  });
}

const greeting = () => screen.findByRole('heading', { level: 1, name: 'Hi Ada Fraser,' });
const issuedInput = () => screen.getByLabelText(/^Issued date/) as HTMLInputElement;
const expiresInput = () => screen.getByLabelText(/^Expires date/) as HTMLInputElement;
const updateButton = () => screen.getByRole('button', { name: 'Update Credential' });
const progressLine = () => screen.getByRole('status', { name: '' });
const png = () => new File([new Uint8Array(4096)], 'whmis-2025.png', { type: 'image/png' });

async function sentUpload(): Promise<SentUpload> {
  await waitFor(() => expect(fakeUpload.uploads).toHaveLength(1));
  return fakeUpload.uploads[0];
}

function respondWith(body: PublicUpdateRequestResponse) {
  respond = () => jsonResponse(body);
}

describe('UpdateRequestPage', () => {
  it('shows Loading, then greets the worker with what the customer asked and the credential on file', async () => {
    renderAt();

    expect(screen.getByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument();
    expect(await greeting()).toBeInTheDocument();
    expect(requests).toEqual(['/json/user-credential-requests/tok-9']);
    expect(screen.getByText(/has requested an updated document for your/).textContent).toBe(
      'Demo Construction Ltd. has requested an updated document for your WHMIS 2015 credential.',
    );
    expect(screen.getByText(/Your WHMIS certificate expired in June/)).toBeInTheDocument();
    expect(screen.getByText('Message from Demo Construction Ltd.')).toBeInTheDocument();

    expect(screen.getByLabelText('Credential Name')).toHaveValue('WHMIS 2015');
    expect(screen.getByLabelText('Credential Name')).toBeDisabled();
    expect(issuedInput()).toHaveValue('2021-06-10');
    expect(issuedInput()).toBeDisabled();
    expect(expiresInput()).toHaveValue('2024-06-10');
    expect(expiresInput()).toBeDisabled();

    const link = screen.getByRole('link', { name: /View Document/ });
    expect(link).toHaveAttribute('href', '/json/user-credential-requests/tok/document');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(document.title).toBe('Update WHMIS 2015 · Trades Portal');
  });

  it('says No Document Found and leaves out the message when there is none', async () => {
    respondWith(updateRequestResponse({ update_request: updateRequest({ message: null }, { document_url: null }) }));
    renderAt();
    await greeting();

    expect(screen.getByText('No Document Found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Document/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Message from/)).not.toBeInTheDocument();
  });

  it('says when the request was already completed and still offers the update', async () => {
    respondWith(
      updateRequestResponse({ update_request: updateRequest({ completed_at: '2025-05-02T10:00:00.000Z' }), status: 'completed' }),
    );
    renderAt();
    await greeting();

    expect(screen.getByText(/This request was already completed, but you can still send/).textContent).toBe(
      'This request was already completed, but you can still send Demo Construction Ltd. a newer document for your WHMIS 2015 credential.',
    );
    expect(updateButton()).toBeEnabled();
  });

  it('shows This Request Has Been Fulfilled with the server message when no request comes back', async () => {
    respondWith({ update_request: null, status: 'fulfilled', message: 'The credential was updated on May 2, 2025.' });
    renderAt();

    expect(await screen.findByRole('heading', { name: 'This Request Has Been Fulfilled' })).toBeInTheDocument();
    expect(screen.getByText('The credential was updated on May 2, 2025.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Credential' })).not.toBeInTheDocument();
  });

  it('does not repeat the title when the server sends it as the message', async () => {
    respondWith({ update_request: null, status: 'fulfilled', message: 'This Request Has Been Fulfilled' });
    renderAt();

    expect(await screen.findByRole('heading', { name: 'This Request Has Been Fulfilled' })).toBeInTheDocument();
    expect(screen.getAllByText('This Request Has Been Fulfilled')).toHaveLength(1);
    expect(screen.getByText('Nothing more is needed through this link.')).toBeInTheDocument();
  });

  it('says an unknown link is no longer valid', async () => {
    respond = () => jsonResponse({ message: 'Not found.' }, 404);
    renderAt('nope');

    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
  });

  it('asks for the new document before sending anything', async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await user.click(updateButton());

    expect(screen.getByLabelText(/^New document/)).toHaveAccessibleDescription(
      expect.stringContaining('Please choose the new document to upload.'),
    );
    expect(fakeUpload.uploads).toHaveLength(0);
  });

  it('sends the new document with the CSRF token, shows what the server saved, and clears the progress message after 2000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt();
    await greeting();

    await user.upload(screen.getByLabelText(/^New document/), png());
    await user.click(updateButton());
    const upload = await sentUpload();
    expect(upload.url).toBe('/json/user-credential-requests/tok-9/update');
    expect(upload.method).toBe('POST');
    expect(upload.headers['X-CSRF-TOKEN']).toBe('page-token');
    expect(upload.fields).toEqual({
      user_credential_id: '31',
      issued: '2021-06-10',
      expiry: '2024-06-10',
      document: expect.any(File),
    });
    expect(progressLine()).toHaveTextContent('Uploading document… 0%');

    act(() =>
      upload.respond(200, {
        update_request: updateRequest(
          { completed_at: '2025-05-20T10:00:00.000Z' },
          { issued: '2025-05-01', expiry: '2028-05-01', document_url: '/json/user-credential-requests/tok-9/document' },
        ),
        message: 'Your credential has been updated. Thank you!',
      }),
    );

    expect(await screen.findByText('Your credential has been updated. Thank you!')).toBeInTheDocument();
    expect(screen.getByText(/This request was already completed/)).toBeInTheDocument();
    expect(issuedInput()).toHaveValue('2025-05-01');
    expect(expiresInput()).toHaveValue('2028-05-01');
    expect(screen.queryByText('whmis-2025.png')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Your credential has been updated. Thank you!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Your credential has been updated. Thank you!')).not.toBeInTheDocument();
    expect(progressLine()).toBeEmptyDOMElement();
  });

  it('lets the dates be corrected once a new document is chosen, and reports the upload as it goes', async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await user.upload(screen.getByLabelText(/^New document/), png());
    expect(screen.getByText('whmis-2025.png')).toBeInTheDocument();
    expect(screen.getByText('4 KB')).toBeInTheDocument();
    expect(issuedInput()).toBeEnabled();
    fireEvent.change(issuedInput(), { target: { value: '2025-05-01' } });
    fireEvent.change(expiresInput(), { target: { value: '2028-05-01' } });
    await user.click(updateButton());

    const upload = await sentUpload();
    expect(upload.fields.issued).toBe('2025-05-01');
    expect(upload.fields.expiry).toBe('2028-05-01');
    expect((upload.fields.document as File).name).toBe('whmis-2025.png');
    expect(progressLine()).toHaveTextContent('Uploading document… 0%');
    act(() => upload.progress(2048, 4096));
    expect(progressLine()).toHaveTextContent('Uploading document… 50%');
    act(() => upload.progress(4096, 4096));
    expect(progressLine()).toHaveTextContent('Saving credential…');

    act(() => upload.respond(200, { update_request: updateRequest({}, { issued: '2025-05-01', expiry: '2028-05-01' }), message: '' }));
    expect(await screen.findByText('Credential updated successfully!')).toBeInTheDocument();
    expect(screen.queryByText('whmis-2025.png')).not.toBeInTheDocument();
    expect(issuedInput()).toHaveValue('2025-05-01');
  });

  it('puts the dates back to those on file when the new document is removed', async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await user.upload(screen.getByLabelText(/^New document/), png());
    fireEvent.change(issuedInput(), { target: { value: '2025-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Remove whmis-2025.png' }));

    expect(issuedInput()).toHaveValue('2021-06-10');
    expect(issuedInput()).toBeDisabled();
  });

  it("shows the server's refusal and no success message when the answer is a 422", async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await user.upload(screen.getByLabelText(/^New document/), png());
    await user.click(updateButton());
    const upload = await sentUpload();
    act(() =>
      upload.respond(422, {
        message: 'The file must be a PDF, PNG or JPEG file.',
        errors: { document: ['The file must be a PDF, PNG or JPEG file.'] },
      }),
    );

    expect(await screen.findByText('Correct the marked fields and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New document/)).toHaveAccessibleDescription(
      expect.stringContaining('The file must be a PDF, PNG or JPEG file.'),
    );
    expect(screen.queryByText('Credential updated successfully!')).not.toBeInTheDocument();
    expect(progressLine()).toBeEmptyDOMElement();
    expect(requests).toHaveLength(1);
  });

  it('never sends the worker to the login page on a 401', async () => {
    const user = userEvent.setup();
    const toLogin = jest.fn();
    setUnauthenticatedHandler(toLogin);
    renderAt();
    await greeting();

    await user.upload(screen.getByLabelText(/^New document/), png());
    await user.click(updateButton());
    act(() => fakeUpload.uploads[0]?.respond(401, { message: 'Unauthenticated.' }));
    expect(await screen.findByText('Unauthenticated.')).toBeInTheDocument();

    respond = () => jsonResponse({ message: 'Unauthenticated.' }, 401);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'The request could not be loaded' })).toBeInTheDocument();
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('speaks Canadian French: the greeting, the request, the form and its messages', async () => {
    const user = userEvent.setup();
    await act(() => changeLocale('fr-CA'));
    renderAt();

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement en cours' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Ada Fraser,' })).toBeInTheDocument();
    expect(screen.getByText(/vous demande un document à jour/).textContent).toBe(
      'Demo Construction Ltd. vous demande un document à jour pour votre attestation WHMIS 2015.',
    );
    expect(screen.getByText('Message de Demo Construction Ltd.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date de délivrance/)).toBeDisabled();
    expect(screen.getByLabelText(/^Date d’expiration/)).toBeDisabled();
    expect(screen.getByRole('link', { name: /^Voir le document/ })).toBeInTheDocument();
    expect(document.title).toBe('Mettre à jour WHMIS 2015 · Trades Portal');

    await user.click(screen.getByRole('button', { name: 'Mettre à jour l’attestation' }));
    expect(screen.getByText('Veuillez choisir le nouveau document à téléverser.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Nouveau document/), png());
    expect(screen.getByText('Corrigez les dates si le nouveau document en indique d’autres.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mettre à jour l’attestation' }));
    await waitFor(() => expect(fakeUpload.uploads).toHaveLength(1));
    expect(progressLine()).toHaveTextContent('Téléversement du document… 0 %');
  });
});
