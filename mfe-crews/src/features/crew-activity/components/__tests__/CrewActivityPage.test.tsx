import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { crewWorkers, timeLogs } from '../../../../fixtures';
import { renderCrewPage } from '../../../../testUtils';
import CrewActivityPage from '../CrewActivityPage';

const routes = {
  'GET /crews/7/activity': { body: { time_logs: timeLogs, from_date: '2026-11-19', to_date: '2026-11-25' } },
  'GET /crews/7/activity/month-logs': { body: { time_logs: [] } },
  'GET /crews/7/workers': { body: { workers: crewWorkers, crew_worker_quota: null, quota_warnings: [] } },
};

const renderPage = () => renderCrewPage(<CrewActivityPage />, { path: 'activity', url: '/crews/7/activity' });

describe('CrewActivityPage', () => {
  it('loads the last 7 days, and 7 more with Load More Logs', async () => {
    const api = mockApi(routes);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Nov 19, 2026 to Nov 25, 2026: 2 logs, 16h 30m in all')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/crews/7/activity')?.query.toString()).toBe('from=0&to=6');
    await user.click(screen.getByRole('button', { name: 'Load More Logs' }));
    await screen.findByText(/2 logs/);
    expect(api.calls.filter((call) => call.path === '/crews/7/activity').at(-1)?.query.toString()).toBe('from=0&to=13');
  });

  it('picks the year (this one and the 4 before) and the month of the Monthly view', async () => {
    const api = mockApi(routes);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    const year = await screen.findByRole('combobox', { name: 'Year' });
    const thisYear = new Date().getFullYear();
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual([0, 1, 2, 3, 4].map((back) => String(thisYear - back)));
    await user.selectOptions(year, String(thisYear - 1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    expect(await screen.findByText(`No time logged in March ${thisYear - 1}`)).toBeInTheDocument();
    const last = api.calls.filter((call) => call.path === '/crews/7/activity/month-logs').at(-1);
    expect(last?.query.get('year')).toBe(String(thisYear - 1));
    expect(last?.query.get('month')).toBe('3');
  });

  it('logs time with the spec checks: worker and date required, hours up to 24, minutes up to 59', async () => {
    const api = mockApi({ ...routes, 'POST /crews/7/time-logs': { body: { message: 'Time logged.', time_log: timeLogs[0] } } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Log time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log time' });
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours' }), '25');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minutes' }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Worker is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Hours must be at most 24.')).toBeInTheDocument();
    expect(within(dialog).getByText('Minutes must be at most 59.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/time-logs')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Worker/ }), 'Maria Lopez');
    await user.type(within(dialog).getByLabelText(/Date/), '2026-11-24');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Hours' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours' }), '8');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Minutes' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minutes' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time logged.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/time-logs')[0].body).toMatchObject({ worker_id: 11, date: '2026-11-24', hours: 8, minutes: 30 });
  });

  it('works the hours out from start and end (overnight too) and sends them agreeing', async () => {
    const api = mockApi({ ...routes, 'POST /crews/7/time-logs': { body: { message: 'Time logged.', time_log: timeLogs[0] } } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Log time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log time' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Worker/ }), 'Maria Lopez');
    await user.type(within(dialog).getByLabelText('Start time'), '22:00');
    await user.type(within(dialog).getByLabelText('End time'), '06:30');
    const hours = within(dialog).getByRole('spinbutton', { name: 'Hours' });
    expect(hours).toHaveValue(8);
    expect(hours).toHaveAttribute('readonly');
    expect(hours).toHaveAccessibleDescription(/Worked out from the start and end times/);
    expect(within(dialog).getByRole('spinbutton', { name: 'Minutes' })).toHaveValue(30);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time logged.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/time-logs')[0].body).toMatchObject({ start_time: '22:00', end_time: '06:30', hours: 8, minutes: 30 });
  });
});
