import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { ImportedCrewsCard } from '../ImportedCrewsCard';

const imported = {
  crews: [
    {
      id: 40,
      name: 'Thunder Bay Substation Upgrade',
      description_preview: '',
      crew_image_url: null,
      customer: { name: 'Northern Electric Inc.' },
      workers_count: 1,
      crew_share_id: 9,
      shared_at: '2026-11-10T12:00:00Z',
      shared_at_diff_for_humans: '2 weeks ago',
      expires_at: null,
    },
  ],
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
        credentials: [{ id: 1, name: 'Working at Heights', issued: null, issued_pretty_date: null, expiry: null, expires_pretty_date: null, is_expired: false }],
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
    expect(screen.getByText('No expiry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Delete|Edit/ })).not.toBeInTheDocument();
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
});
