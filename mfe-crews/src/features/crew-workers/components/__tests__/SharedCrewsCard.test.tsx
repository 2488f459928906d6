import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { importedCrew, sharedImport } from '../../../../fixtures';
import { SharedCrewsCard } from '../SharedCrewsCard';

const attachedRow = sharedImport(3, importedCrew(40, 'Thunder Bay Substation Upgrade'));

const imported = { crews: [importedCrew(40, 'Thunder Bay Substation Upgrade'), importedCrew(41, 'Kenora Storm Response')], crew_shares: [] };

describe('SharedCrewsCard', () => {
  it('says what the card is for when nothing is attached', () => {
    mockApi({});
    renderWithProviders(<SharedCrewsCard crewId={7} crewName="Tower Crane Crew" imports={[]} />);
    expect(screen.getByText('No shared crews on this crew')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach a crew' })).toBeInTheDocument();
  });

  it('attaches a crew shared with the customer, offering only those not on the card yet', async () => {
    const api = mockApi({
      'GET /crews/7/shares/imported': { body: imported },
      'POST /crews/7/shared-crews': {
        status: 201,
        body: {
          message: 'Kenora Storm Response is now on the Shared Crews of Tower Crane Crew.',
          crew_shared_import: sharedImport(4, importedCrew(41, 'Kenora Storm Response')),
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SharedCrewsCard crewId={7} crewName="Tower Crane Crew" imports={[attachedRow]} />);
    await user.click(screen.getByRole('button', { name: 'Attach a crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a shared crew' });
    const select = await within(dialog).findByRole('combobox', { name: /Shared crew/ });
    expect(within(select).queryByRole('option', { name: /Thunder Bay/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(within(dialog).getByText('Choose a crew shared with you.')).toBeInTheDocument();
    await user.selectOptions(select, 'Kenora Storm Response (Northern Electric Inc.)');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Kenora Storm Response is now on the Shared Crews of Tower Crane Crew.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/shared-crews')[0].body).toEqual({ shared_crew_id: 41 });
  });

  it("shows the server's field message when the share ended meanwhile", async () => {
    mockApi({
      'GET /crews/7/shares/imported': { body: imported },
      'POST /crews/7/shared-crews': { status: 422, body: { message: 'The given data was invalid.', errors: { shared_crew_id: ['This crew is not shared with you.'] } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SharedCrewsCard crewId={7} crewName="Tower Crane Crew" imports={[]} />);
    await user.click(screen.getByRole('button', { name: 'Attach a crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a shared crew' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Shared crew/ }), 'Kenora Storm Response (Northern Electric Inc.)');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await within(dialog).findByText('This crew is not shared with you.')).toBeInTheDocument();
  });

  it('points to Request a Crew when every shared crew is attached', async () => {
    mockApi({ 'GET /crews/7/shares/imported': { body: { crews: [importedCrew(40, 'Thunder Bay Substation Upgrade')], crew_shares: [] } } });
    const user = userEvent.setup();
    renderWithProviders(<SharedCrewsCard crewId={7} crewName="Tower Crane Crew" imports={[attachedRow]} />);
    await user.click(screen.getByRole('button', { name: 'Attach a crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a shared crew' });
    expect(await within(dialog).findByText('Every crew shared with you is on this crew already')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Share Crew' })).toHaveAttribute('href', '/crews/7/share-crew');
    expect(within(dialog).queryByRole('button', { name: 'Attach' })).not.toBeInTheDocument();
  });

  it('detaches only after confirming', async () => {
    const api = mockApi({
      'DELETE /crews/7/shared-crews/3': { body: { message: 'Thunder Bay Substation Upgrade was removed from the Shared Crews of Tower Crane Crew.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SharedCrewsCard crewId={7} crewName="Tower Crane Crew" imports={[attachedRow]} />);
    expect(screen.getByRole('list', { name: 'Shared crews of Tower Crane Crew' })).toHaveTextContent('Shared by Northern Electric Inc.');
    await user.click(screen.getByRole('button', { name: 'Detach Thunder Bay Substation Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detach Thunder Bay Substation Upgrade?' });
    expect(api.callsTo('DELETE', '/crews/7/shared-crews/3')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Thunder Bay Substation Upgrade was removed from the Shared Crews of Tower Crane Crew.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/shared-crews/3')).toHaveLength(1);
  });
});
