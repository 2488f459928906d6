import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { issuers, makeIssuer } from '../../fixtures';
import { NAME_REQUIRED } from '../../utils/issuerForm';
import CredentialIssuersTab, { ISSUER_CREATED, ISSUER_UPDATED, ISSUERS_LOAD_FAILED } from '../CredentialIssuersTab';

const EMAIL_INVALID = 'The contact email must be a valid email address.';

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('CredentialIssuersTab', () => {
  it('lists the issuers with their contact details', async () => {
    mockApi({ 'GET /credential-issuers': { body: { credential_issuers: issuers } } });
    renderWithProviders(<CredentialIssuersTab />);
    await screen.findByText('Alberta Safety Council');
    const alberta = row('Alberta Safety Council');
    expect(within(alberta).getByRole('link', { name: 'records@albertasafety.example' })).toHaveAttribute(
      'href',
      'mailto:records@albertasafety.example',
    );
    expect(within(alberta).getByText('(403) 555-0199')).toBeInTheDocument();
    expect(within(alberta).getByText('Calgary')).toBeInTheDocument();
    expect(within(alberta).getByText('AB')).toBeInTheDocument();
    expect(within(row('In-house orientation')).getByText('Oct 12, 2026')).toBeInTheDocument();
  });

  it('requires a name, shows the server\'s field errors, and adds the created issuer', async () => {
    const user = userEvent.setup();
    let listed = issuers;
    const server = mockApi({
      'GET /credential-issuers': () => ({ body: { credential_issuers: listed } }),
      'POST /credential-issuers': ({ fields }) => {
        if (fields.contact_email === 'records@') {
          return { status: 422, body: { message: EMAIL_INVALID, errors: { contact_email: [EMAIL_INVALID] } } };
        }
        const created = makeIssuer({ id: 9, name: 'Red Seal Office', contact_email: 'info@redseal.example' });
        listed = [...listed, created];
        return { status: 201, body: { credential_issuer: created } };
      },
    });
    renderWithProviders(<CredentialIssuersTab />);
    await screen.findByText('Alberta Safety Council');

    await user.click(screen.getByRole('button', { name: 'Create issuer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create credential issuer' });
    await user.click(within(dialog).getByRole('button', { name: 'Create issuer' }));
    expect(within(dialog).getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo('POST', '/credential-issuers')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Red Seal Office');
    const email = within(dialog).getByLabelText('Contact email');
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'records@');
    await user.type(within(dialog).getByRole('textbox', { name: 'Province' }), 'ON');
    await user.click(within(dialog).getByRole('button', { name: 'Create issuer' }));
    expect(await within(dialog).findByText(EMAIL_INVALID)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(EMAIL_INVALID);
    expect(server.callsTo('POST', '/credential-issuers')[0].fields).toMatchObject({
      name: 'Red Seal Office',
      contact_email: 'records@',
      state: 'ON',
    });

    await user.clear(email);
    await user.type(email, 'info@redseal.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create issuer' }));
    expect(await screen.findByText(ISSUER_CREATED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row('Red Seal Office')).toBeInTheDocument();
  });

  it('edits an issuer from its current values', async () => {
    const user = userEvent.setup();
    let listed = issuers;
    const server = mockApi({
      'GET /credential-issuers': () => ({ body: { credential_issuers: listed } }),
      'POST /credential-issuers/3': ({ fields }) => {
        const updated = { ...issuers[0], city: String(fields.city) };
        listed = listed.map((issuer) => (issuer.id === 3 ? updated : issuer));
        return { body: { credential_issuer: updated } };
      },
    });
    renderWithProviders(<CredentialIssuersTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Alberta Safety Council' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alberta Safety Council' });
    const city = within(dialog).getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Calgary');
    await user.clear(city);
    await user.type(city, 'Edmonton');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(ISSUER_UPDATED)).toBeInTheDocument();
    expect(server.callsTo('POST', '/credential-issuers/3')[0].fields).toMatchObject({ name: 'Alberta Safety Council', city: 'Edmonton' });
    await waitFor(() => expect(within(row('Alberta Safety Council')).getByText('Edmonton')).toBeInTheDocument());
  });

  it('says when the issuers cannot be loaded and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockApi({
      'GET /credential-issuers': () =>
        failing ? { status: 500, body: { message: 'Server Error' } } : { body: { credential_issuers: issuers } },
    });
    renderWithProviders(<CredentialIssuersTab />);
    expect(await screen.findByText(ISSUERS_LOAD_FAILED)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Alberta Safety Council')).toBeInTheDocument();
  });
});

describe('CredentialIssuersTab in French', () => {
  it('lists the issuers and checks the form in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    mockApi({ 'GET /credential-issuers': { body: { credential_issuers: issuers } } });
    renderWithProviders(<CredentialIssuersTab />);
    await screen.findByText('Alberta Safety Council');
    expect(screen.getByRole('heading', { name: 'Émetteurs d’attestations' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Courriel de la personne-ressource' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier Alberta Safety Council' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer un émetteur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un émetteur d’attestations' });
    expect(within(dialog).getByLabelText(/Code postal/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Créer l’émetteur' }));
    expect(await within(dialog).findByText('Le nom est obligatoire.')).toBeInTheDocument();
  });
});
