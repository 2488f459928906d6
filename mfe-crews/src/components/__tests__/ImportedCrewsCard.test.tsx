import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { importedCrew, sharedImport } from '../../fixtures';
import { ImportedCrewsCard } from '../ImportedCrewsCard';

const imported = {
  crews: [importedCrew(40, 'Thunder Bay Substation Upgrade', { workers_count: 1, crew_share_id: 9 })],
  crew_shares: [{ id: 9, crew_id: 40, recipient_email: 'owner@demo.test', expires_at: null }],
};

const sharedCrew = {
  crew: {
    id: 40,
    name: 'Thunder Bay Substation Upgrade',
    description: 'Substation work.',
    crew_image_url: null,
    customer: { name: 'Northern Electric Inc.' },
    workers: [
      {
        id: 5,
        full_name: 'Nadia Cree',
        job_title: null,
        profile_picture_url: null,
        credentials: [
          { id: 1, name: 'Working at Heights', issued: null, issued_pretty_date: null, expiry: null, expires_pretty_date: null, is_expired: false, counts_as_held: true },
          { id: 2, name: 'WHMIS 2015', issued: null, issued_pretty_date: null, expiry: null, expires_pretty_date: null, is_expired: false, counts_as_held: false },
        ],
        contacts: [],
      },
    ],
  },
};

describe('ImportedCrewsCard', () => {
  it("opens a shared crew read-only: its workers, then a worker's credentials", async () => {
    mockApi({ 'GET /crews/7/shares/imported': { body: imported }, 'GET /crews/7/shares/imported/crews/40': { body: sharedCrew } });
    const user = userEvent.setup();
    renderWithProviders(<ImportedCrewsCard crewId={7} title="Shared Crews" />);
    expect(await screen.findByText('Northern Electric Inc. · 1 worker · shared 2 weeks ago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View the shared crew Thunder Bay Substation Upgrade' }));
    const panel = await screen.findByRole('dialog', { name: 'Thunder Bay Substation Upgrade' });
    await user.click(await within(panel).findByRole('button', { name: 'Nadia Cree' }));
    expect(await screen.findByText('Working at Heights')).toBeInTheDocument();
    expect(screen.getAllByText('No expiry')).toHaveLength(2);
    // Only the copy the other company has not verified is marked.
    expect(screen.getByText('Not yet verified by the employer').closest('li')).toHaveTextContent('WHMIS 2015');
    expect(screen.getAllByText('Not yet verified by the employer')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove|Delete|Edit/ })).not.toBeInTheDocument();
    // Outside a crew's own page the card only lists: nothing to attach to.
    expect(screen.queryByRole('button', { name: /^Attach|^Detach/ })).not.toBeInTheDocument();
  });

  it('says "This crew is not shared with you." when the share is gone', async () => {
    mockApi({
      'GET /crews/7/shares/imported': { body: imported },
      'GET /crews/7/shares/imported/crews/40': { status: 403, body: { message: 'This crew is not shared with you.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportedCrewsCard crewId={7} title="Shared Crews" />);
    await user.click(await screen.findByRole('button', { name: 'View the shared crew Thunder Bay Substation Upgrade' }));
    expect(await screen.findByText('This crew is not shared with you.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Thunder Bay Substation Upgrade' })).not.toBeInTheDocument();
  });

  describe("on a crew's Share Crew page", () => {
    const kenora = importedCrew(41, 'Kenora Storm Response', { crew_share_id: 10, workers_count: 3, shared_at_diff_for_humans: 'yesterday' });
    const both = { crews: [imported.crews[0], kenora], crew_shares: [] };
    const attachedRow = sharedImport(3, imported.crews[0]);
    const attachTo = { name: 'Tower Crane Crew', imports: [attachedRow] };

    it('says which imported crews are on this crew and attaches another to it', async () => {
      const api = mockApi({
        'GET /crews/7/shares/imported': { body: both },
        'POST /crews/7/shared-crews': {
          status: 201,
          body: {
            message: 'Kenora Storm Response is now on the Shared Crews of Tower Crane Crew.',
            crew_shared_import: sharedImport(4, kenora),
          },
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<ImportedCrewsCard crewId={7} title="Imported Crews" attachTo={attachTo} />);
      expect(await screen.findByText('Attach a crew to show it on the Shared Crews of Tower Crane Crew, beside its own workers.')).toBeInTheDocument();
      const [thunderBay, kenoraRow] = screen.getAllByRole('listitem');
      expect(thunderBay).toHaveTextContent('On the Shared Crews of Tower Crane Crew');
      expect(within(thunderBay).queryByRole('button', { name: /^Attach/ })).not.toBeInTheDocument();
      expect(kenoraRow).not.toHaveTextContent('On the Shared Crews');
      await user.click(within(kenoraRow).getByRole('button', { name: 'Attach Kenora Storm Response to Tower Crane Crew' }));
      expect(await screen.findByText('Kenora Storm Response is now on the Shared Crews of Tower Crane Crew.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/crews/7/shared-crews').map((call) => call.body)).toEqual([{ shared_crew_id: 41 }]);
    });

    it("shows the server's message and asks for the list again when the share ended meanwhile", async () => {
      const api = mockApi({
        'GET /crews/7/shares/imported': { body: both },
        'POST /crews/7/shared-crews': { status: 422, body: { message: 'The given data was invalid.', errors: { shared_crew_id: ['This crew is not shared with you.'] } } },
      });
      const user = userEvent.setup();
      renderWithProviders(<ImportedCrewsCard crewId={7} title="Imported Crews" attachTo={attachTo} />);
      await user.click(await screen.findByRole('button', { name: 'Attach Kenora Storm Response to Tower Crane Crew' }));
      expect(await screen.findByText('This crew is not shared with you.')).toBeInTheDocument();
      await waitFor(() => expect(api.callsTo('GET', '/crews/7/shares/imported').length).toBeGreaterThan(1));
    });

    it('detaches the one on this crew only after confirming', async () => {
      const api = mockApi({
        'GET /crews/7/shares/imported': { body: both },
        'DELETE /crews/7/shared-crews/3': { body: { message: 'Thunder Bay Substation Upgrade was removed from the Shared Crews of Tower Crane Crew.' } },
      });
      const user = userEvent.setup();
      renderWithProviders(<ImportedCrewsCard crewId={7} title="Imported Crews" attachTo={attachTo} />);
      await user.click(await screen.findByRole('button', { name: 'Detach Thunder Bay Substation Upgrade' }));
      const dialog = await screen.findByRole('dialog', { name: 'Detach Thunder Bay Substation Upgrade?' });
      expect(api.callsTo('DELETE', '/crews/7/shared-crews/3')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
      expect(await screen.findByText('Thunder Bay Substation Upgrade was removed from the Shared Crews of Tower Crane Crew.')).toBeInTheDocument();
      expect(api.callsTo('DELETE', '/crews/7/shared-crews/3')).toHaveLength(1);
    });
  });
});
