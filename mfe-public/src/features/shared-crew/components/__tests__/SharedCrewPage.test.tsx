import { screen, within } from '@testing-library/react';
import { mockApi, renderRoute } from 'shared-ui/testing';
import { publicSharedCrew } from '../../fixtures';
import SharedCrewPage from '../SharedCrewPage';

/** The page as someone opens the e-mailed link: outside the signed-in portal. */
const renderPage = (token = 'tok123') =>
  renderRoute(<SharedCrewPage />, { path: '/shares/crews/:token', url: `/shares/crews/${token}`, portalProviders: false });

describe('SharedCrewPage', () => {
  it("shows the crew, its workers, their credentials and publicly visible contacts", async () => {
    const api = mockApi({ 'GET /shares/crews/tok123': { body: publicSharedCrew } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tower Crane Crew' })).toBeInTheDocument();
    expect(screen.getByText('Northern Electric')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText('Fall Protection')).toBeInTheDocument();
    expect(screen.getByText('Expires Jan 3, 2027')).toBeInTheDocument();
    expect(screen.getByText('Luis Lopez')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(document.title).toMatch(/^Tower Crane Crew · Shared crew/);
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks a credential the employer has not verified, as the wallet does, and only that one', async () => {
    mockApi({ 'GET /shares/crews/tok123': { body: publicSharedCrew } });
    renderPage();
    const unverified = (await screen.findByText('WHMIS 2015')).closest('li')!;
    expect(within(unverified).getByText('Not yet verified by the employer')).toBeInTheDocument();
    const verified = screen.getByText('Fall Protection').closest('li')!;
    expect(within(verified).queryByText('Not yet verified by the employer')).not.toBeInTheDocument();
  });

  it("shows the crew's image from the link's own address", async () => {
    const url = '/json/shares/crews/tok123/image?v=abc';
    mockApi({ 'GET /shares/crews/tok123': { body: { ...publicSharedCrew, crew: { ...publicSharedCrew.crew, crew_image_url: url } } } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Tower Crane Crew' });
    // Decorative (alt ""): the crew's name is the heading beside it.
    expect(document.querySelector('img')).toHaveAttribute('src', url);
  });

  it.each([404, 410])('says the crew is no longer available for a %s answer (unknown, withdrawn or expired link)', async (status) => {
    mockApi({ 'GET /shares/crews/tok123': { status, body: { message: 'This link is no longer valid.' } } });
    renderPage();
    expect(await screen.findByText('This crew is no longer available')).toBeInTheDocument();
    expect(screen.queryByText('Tower Crane Crew')).not.toBeInTheDocument();
  });
});
