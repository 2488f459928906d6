import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedJob } from 'shared-api';
import { changeLocale, FEATURE_UNAVAILABLE_TEXT } from 'shared-ui';
import { mockApi, renderFromFirstData, renderRoute, requestedUrls, type ApiRoute } from 'shared-ui/testing';
import manifest from '../../../../manifest';
import { domains, integration, jobs, makeJob, page } from '../../fixtures';
import { addDays, calendarDate } from '../../utils/jobForm';
import JobsFeedPage from '../JobsFeedPage';
import { customerReply } from './customerReply';

jest.setTimeout(15_000);

const renderPage = (url = '/jobs-feed') => renderRoute(<JobsFeedPage />, { path: '/jobs-feed', url });

function api(overrides: Record<string, ApiRoute> = {}, listed: () => FeedJob[] = () => jobs) {
  return mockApi({
    'GET /enterprise-customer': customerReply(),
    'GET /feed-jobs': () => ({ body: { feed_jobs: page(listed()) } }),
    ...overrides,
  });
}

const dialog = () => screen.findByRole('dialog');
const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('JobsFeedPage', () => {
  it("asks on its first render for exactly what its manifest's firstData declares for /jobs-feed (besides the customer), under the keys its hooks read", async () => {
    const declared = manifest.firstData['/jobs-feed'];
    api();
    const first = renderPage();
    expect(await screen.findByText(jobs[0].title)).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/enterprise-customer', ...declared.map(({ url }) => url)]);
    first.unmount();

    await renderFromFirstData(<JobsFeedPage />, { path: '/jobs-feed', url: '/jobs-feed' }, [
      { key: '/enterprise-customer', url: '/enterprise-customer' },
      ...declared,
    ]);
    expect(screen.getByText(jobs[0].title)).toBeInTheDocument();
  });

  it('covers the page with the feature notice, and loads nothing, when the customer lacks jobs_feed', async () => {
    const server = mockApi({ 'GET /enterprise-customer': customerReply(false) });
    renderPage();
    expect(await screen.findByText(FEATURE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(server.callsTo('GET', '/feed-jobs')).toHaveLength(0);
  });

  it('shows the notice when the server refuses the jobs with a 403', async () => {
    api({ 'GET /feed-jobs': { status: 403, body: { message: FEATURE_UNAVAILABLE_TEXT } } });
    renderPage();
    expect(await screen.findByText(FEATURE_UNAVAILABLE_TEXT)).toBeInTheDocument();
  });

  it('lists title, location, url and the active switch of each job', async () => {
    api();
    renderPage();
    await screen.findByText('Journeyperson Electrician');
    const electrician = row('Journeyperson Electrician');
    expect(within(electrician).getByText('Calgary, AB')).toBeInTheDocument();
    expect(within(electrician).getByRole('link', { name: jobs[0].url as string })).toHaveAttribute('target', '_blank');
    expect(within(electrician).getByRole('switch', { name: 'Active: Journeyperson Electrician' })).toBeChecked();
    expect(within(row('Concrete Finisher')).getByRole('switch', { name: 'Active: Concrete Finisher' })).not.toBeChecked();
    expect(within(row('Concrete Finisher')).getByText('No URL')).toBeInTheDocument();
  });

  it('opens the create form with the defaults and says which required fields are missing', async () => {
    const user = userEvent.setup();
    const server = api();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Post a job' }));
    const form = await dialog();
    const today = new Date();
    expect(within(form).getByLabelText(/^Number of positions/)).toHaveValue(1);
    expect(within(form).getByLabelText(/^Date posted/)).toHaveValue(calendarDate(today));
    expect(within(form).getByLabelText(/^Display until/)).toHaveValue(calendarDate(addDays(today, 28)));
    expect(within(form).getByLabelText(/^Salary/)).not.toBeRequired();

    const terms = within(within(form).getByLabelText(/^Term/)).getAllByRole('option').map((option) => option.textContent);
    expect(terms).toEqual(['Choose a term', 'Full-Time', 'Part-Time', 'Part-Time leading to Full-Time']);
    expect(within(within(form).getByLabelText(/^Province/)).getAllByRole('option')).toHaveLength(14);

    await user.click(within(form).getByRole('button', { name: 'Post job' }));
    for (const message of [
      'Title is required',
      'Description is required',
      'Employer name is required',
      'Province is required',
      'City is required',
      'Term is required',
      'URL is required',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('Title is required');
    expect(within(form).queryByText('Salary is required')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/feed-jobs')).toHaveLength(0);
  });

  it('refuses a display-until date before the date posted', async () => {
    const user = userEvent.setup();
    api();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Post a job' }));
    const form = await dialog();
    const until = within(form).getByLabelText(/^Display until/);
    await user.clear(until);
    await user.type(until, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Post job' }));
    expect(within(form).getByText('Display until cannot be before the date posted.')).toBeInTheDocument();
  });

  async function fillJob(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), '  Site Superintendent ');
    await user.type(within(form).getByRole('textbox', { name: /^Employer name/ }), 'Northshore Builders');
    await user.selectOptions(within(form).getByLabelText(/^Province/), 'Saskatchewan');
    await user.type(within(form).getByRole('textbox', { name: /^City/ }), 'Regina');
    await user.selectOptions(within(form).getByLabelText(/^Term/), 'Part-Time leading to Full-Time');
    await user.type(within(form).getByLabelText(/^URL/), 'https://careers.northshore.example/super');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Run a mid-rise site.');
  }

  it('creates a job, says so and lists it', async () => {
    const user = userEvent.setup();
    let listed = jobs;
    const server = api(
      {
        'POST /feed-jobs': () => {
          const created = makeJob({ id: 9, title: 'Site Superintendent', location: 'Regina, SK' });
          listed = [created, ...listed];
          return { status: 201, body: { message: 'Job created successfully!', feed_job: created } };
        },
      },
      () => listed,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Post a job' }));
    const form = await dialog();
    await fillJob(user, form);
    await user.click(within(form).getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('Job created successfully!')).toBeInTheDocument();
    expect(server.callsTo('POST', '/feed-jobs')[0].body).toEqual({
      title: 'Site Superintendent',
      description: 'Run a mid-rise site.',
      employer_name: 'Northshore Builders',
      province: 'SK',
      city: 'Regina',
      term: 'L',
      number_of_positions: 1,
      salary: null,
      date_posted: calendarDate(new Date()),
      display_until: calendarDate(addDays(new Date(), 28)),
      url: 'https://careers.northshore.example/super',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('Site Superintendent')).toBeInTheDocument();
  });

  it('says the create failed in a toast and keeps the server’s field messages', async () => {
    const user = userEvent.setup();
    api({
      'POST /feed-jobs': {
        status: 422,
        body: { message: 'The url must be a valid URL.', errors: { url: ['The url must be a valid URL.'] } },
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Post a job' }));
    const form = await dialog();
    await fillJob(user, form);
    await user.click(within(form).getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('Failed to create job. Please try again.')).toBeInTheDocument();
    expect(within(form).getByText('The url must be a valid URL.')).toBeInTheDocument();
  });

  it('edits a job from its values, with the URL optional, and shows the banner', async () => {
    const user = userEvent.setup();
    let listed = jobs;
    const server = api(
      {
        'PUT /feed-jobs/1': ({ body }) => {
          const updated = makeJob({ title: (body as { title: string }).title, url: null });
          listed = listed.map((job) => (job.id === 1 ? updated : job));
          return { body: { message: 'Successfully Updated Job Details!', feed_job: updated } };
        },
      },
      () => listed,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Journeyperson Electrician' }));
    const form = await dialog();
    expect(within(form).getByLabelText(/^Province/)).toHaveValue('AB');
    expect(within(form).getByLabelText(/^Term/)).toHaveValue('F');
    expect(within(form).getByLabelText(/^Number of positions/)).toHaveValue(2);
    expect(within(form).getByLabelText(/^Date posted/)).toHaveValue('2026-11-20');
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();

    await user.type(title, 'Master Electrician');
    await user.clear(within(form).getByLabelText(/^URL/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Successfully Updated Job Details!')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/feed-jobs/1')[0].body).toMatchObject({ title: 'Master Electrician', url: null, salary: '$42/h' });
    expect(row('Master Electrician')).toBeInTheDocument();
  });

  it('switches a job off and on through the server', async () => {
    const user = userEvent.setup();
    let active = true;
    const server = api({
      'PUT /feed-jobs/1/active': ({ body }) => {
        active = (body as { is_active: boolean }).is_active;
        return { body: { message: 'Saved', feed_job: makeJob({ is_active: active }) } };
      },
    });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Active: Journeyperson Electrician' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(server.callsTo('PUT', '/feed-jobs/1/active')[0].body).toEqual({ is_active: false });
    expect(await screen.findByText('Journeyperson Electrician is no longer in the public feed.')).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.callsTo('PUT', '/feed-jobs/1/active')[1].body).toEqual({ is_active: true });
  });

  it('keeps the switch as it was when the server refuses', async () => {
    const user = userEvent.setup();
    api({ 'PUT /feed-jobs/1/active': { status: 500, body: { message: '' } } });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Active: Journeyperson Electrician' });
    await user.click(toggle);
    expect(await screen.findByText('The job could not be switched. Please try again.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('deletes a job only once confirmed', async () => {
    const user = userEvent.setup();
    let listed = jobs;
    const server = api(
      {
        'DELETE /feed-jobs/2': () => {
          listed = listed.filter(({ id }) => id !== 2);
          return { body: { message: 'Job deleted successfully' } };
        },
      },
      () => listed,
    );
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete Concrete Finisher' });
    await user.click(remove);
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/feed-jobs/2')).toHaveLength(0);
    await user.click(remove);
    const confirm = await dialog();
    expect(within(confirm).getByText(/Are you sure you want to delete the job Concrete Finisher\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Concrete Finisher')).not.toBeInTheDocument());
  });

  it('offers a retry when the jobs cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({ 'GET /feed-jobs': () => (fail ? { status: 500, body: { message: 'Down' } } : { body: { feed_jobs: page(jobs) } }) });
    renderPage();
    expect(await screen.findByText('The jobs could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Journeyperson Electrician')).toBeInTheDocument();
  });

  it('opens Integration from the menu and keeps it in the URL', async () => {
    const user = userEvent.setup();
    api({
      'GET /feed-jobs/integrations/approved-domains': { body: { approved_domains: domains } },
      'GET /feed-jobs/integrations/filtered-locations': { body: { filtered_locations: [] } },
      'GET /feed-jobs/integrations/feed': { body: integration },
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Integration' }));
    expect(await screen.findByText('careers.northshore.example')).toBeInTheDocument();
    expect(screen.getByText(integration.json_url)).toBeInTheDocument();
  });
});

describe('JobsFeedPage in French', () => {
  it('shows the list and the form in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    api();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offres d’emploi' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Active : Journeyperson Electrician' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Publier une offre' }));
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Publier l’offre' }));
    expect(within(form).getByText('Le champ « Titre » est obligatoire')).toBeInTheDocument();
    expect(within(within(form).getByLabelText(/^Régime de travail/)).getByRole('option', { name: 'Temps partiel menant à temps plein' })).toBeInTheDocument();
  });
});
