import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { QuotaPanel } from '../QuotaPanel';

describe('QuotaPanel', () => {
  it('shows the §9 warnings it is given', () => {
    mockApi({});
    renderWithProviders(<QuotaPanel crewId={7} quota={{ min_workers: 4, max_workers: null }} warnings={['Minimum workers quota of 4 is not met']} onSaved={jest.fn()} />);
    expect(screen.getByText('Minimum workers quota of 4 is not met')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Minimum workers' })).toHaveValue(4);
    expect(screen.getByRole('spinbutton', { name: 'Maximum workers' })).toHaveValue(null);
  });

  it('sends empty fields as no bound and shows a 422 message inline', async () => {
    const api = mockApi({
      'POST /crews/7/quotas/worker-count': { status: 422, body: { message: 'The minimum cannot be more than the maximum.', errors: {} } },
    });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<QuotaPanel crewId={7} quota={null} warnings={[]} onSaved={onSaved} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum workers' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save quota' }));
    expect(await screen.findByText('The minimum cannot be more than the maximum.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/quotas/worker-count')[0].body).toEqual({ min_workers: 5, max_workers: null });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves both 0 (which removes the quota) and reports the new warnings', async () => {
    const api = mockApi({
      'POST /crews/7/quotas/worker-count': { body: { crew_worker_quota: null, quota_warnings: [], message: 'Quota updated successfully' } },
    });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<QuotaPanel crewId={7} quota={{ min_workers: 2, max_workers: 3 }} warnings={[]} onSaved={onSaved} />);
    await user.clear(screen.getByRole('spinbutton', { name: 'Minimum workers' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum workers' }), '0');
    await user.clear(screen.getByRole('spinbutton', { name: 'Maximum workers' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum workers' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save quota' }));
    expect(await screen.findByText('Quota updated successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/quotas/worker-count')[0].body).toEqual({ min_workers: 0, max_workers: 0 });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ crew_worker_quota: null }));
  });
});
