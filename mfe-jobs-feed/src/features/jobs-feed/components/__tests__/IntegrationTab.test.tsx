import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovedDomain, FilteredLocation } from 'shared-api';
import { mockApi, renderWithProviders, type ApiRoute } from 'shared-ui/testing';
import { albertaTowns, domains, filteredLocations, integration } from '../../fixtures';
import { IntegrationTab } from '../IntegrationTab';

function api(overrides: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /feed-jobs/integrations/approved-domains': { body: { approved_domains: domains } },
    'GET /feed-jobs/integrations/filtered-locations': { body: { filtered_locations: filteredLocations } },
    'GET /feed-jobs/integrations/locations-by-province': ({ query }) => ({
      body: { province: query.get('province'), towns: query.get('province') === 'AB' ? albertaTowns : [{ id: 40, name: 'Regina' }] },
    }),
    'GET /feed-jobs/integrations/feed': { body: integration },
    ...overrides,
  });
}


describe('IntegrationTab', () => {
  it('checks a domain before sending it: required, a host name, not twice', async () => {
    const user = userEvent.setup();
    const server = api();
    renderWithProviders(<IntegrationTab />);
    await screen.findByText('careers.northshore.example');
    const field = screen.getByRole('textbox', { name: /^Domain/ });
    const add = screen.getByRole('button', { name: 'Add domain' });

    await user.click(add);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Domain is required'));
    await user.type(field, 'not a host');
    await user.click(add);
    expect(screen.getByText('Enter a host name such as careers.example.ca.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'https://Careers.Northshore.example/jobs');
    await user.click(add);
    expect(screen.getByText('careers.northshore.example is already approved.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/feed-jobs/integrations/approved-domains')).toHaveLength(0);
  });

  it('adds a domain as its host name and removes one once confirmed', async () => {
    const user = userEvent.setup();
    let listed: ApprovedDomain[] = domains;
    const server = api({
      'POST /feed-jobs/integrations/approved-domains': ({ body }) => {
        listed = [...listed, { id: 7, domain: (body as { domain: string }).domain, created_at_diff_for_humans: 'just now' }];
        return { status: 201, body: { message: 'Domain added successfully', approved_domains: listed } };
      },
      'DELETE /feed-jobs/integrations/approved-domains/1': () => {
        listed = listed.filter(({ id }) => id !== 1);
        return { body: { message: 'Domain removed successfully', approved_domains: listed } };
      },
    });
    renderWithProviders(<IntegrationTab />);
    await screen.findByText('careers.northshore.example');
    await user.type(screen.getByRole('textbox', { name: /^Domain/ }), ' https://Jobs.Prairie.example/ ');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Domain added successfully')).toBeInTheDocument();
    expect(server.callsTo('POST', '/feed-jobs/integrations/approved-domains')[0].body).toEqual({ domain: 'jobs.prairie.example' });
    expect(screen.getByText('jobs.prairie.example')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Domain/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove careers.northshore.example' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Domain removed successfully')).toBeInTheDocument();
    expect(screen.queryByText('careers.northshore.example')).not.toBeInTheDocument();
  });

  it('offers the chosen province’s towns not yet filtered, adds one and removes one', async () => {
    const user = userEvent.setup();
    let listed: FilteredLocation[] = filteredLocations;
    const server = api({
      'GET /feed-jobs/integrations/filtered-locations': () => ({ body: { filtered_locations: listed } }),
      'POST /feed-jobs/integrations/filtered-locations': ({ body }) => {
        const added = { id: 8, ...(body as { town: string; province: 'AB' }) };
        listed = [...listed, added];
        return { status: 201, body: { message: 'Location added successfully', filtered_location: added } };
      },
      'DELETE /feed-jobs/integrations/filtered-locations/3': () => {
        listed = listed.filter(({ id }) => id !== 3);
        return { body: { message: 'Location removed successfully' } };
      },
    });
    renderWithProviders(<IntegrationTab />);
    const town = await screen.findByRole('combobox', { name: 'Town' });
    expect(town).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Alberta');
    await waitFor(() => expect(town).toBeEnabled());
    expect(within(town).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a town', 'Red Deer', 'Lethbridge']);
    expect(server.callsTo('GET', '/feed-jobs/integrations/locations-by-province')[0].query.get('province')).toBe('AB');

    await user.selectOptions(town, 'Lethbridge');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Location added successfully')).toBeInTheDocument();
    expect(server.callsTo('POST', '/feed-jobs/integrations/filtered-locations')[0].body).toEqual({ town: 'Lethbridge', province: 'AB' });
    expect(await screen.findByText('Lethbridge, Alberta')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Saskatoon, Saskatchewan' }));
    expect(await screen.findByText('Location removed successfully')).toBeInTheDocument();
    expect(screen.queryByText('Saskatoon, Saskatchewan')).not.toBeInTheDocument();
  });

  it('shows the feed addresses and a snippet that reads the JSON feed', async () => {
    api();
    renderWithProviders(<IntegrationTab />);
    expect(await screen.findByText(integration.rss_url)).toBeInTheDocument();
    const snippet = screen.getByRole('region', { name: 'Careers page snippet' });
    expect(snippet.textContent).toContain(`fetch("${integration.json_url}")`);
    expect(snippet.textContent).toContain('textContent = job.title');
  });

  it('offers a retry for each part that fails to load', async () => {
    api({
      'GET /feed-jobs/integrations/approved-domains': { status: 500, body: { message: 'Down' } },
      'GET /feed-jobs/integrations/filtered-locations': { status: 500, body: { message: 'Down' } },
      'GET /feed-jobs/integrations/feed': { status: 500, body: { message: 'Down' } },
    });
    renderWithProviders(<IntegrationTab />);
    expect(await screen.findByText('The approved domains could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The filtered locations could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText("The feed's addresses could not be loaded.")).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /retry/i })).toHaveLength(3);
  });
});
