import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type ApiRoute } from 'shared-ui/testing';
import { assessment, credential, paginated } from '../../fixtures';
import { WorkerCredentialsSection } from '../WorkerCredentialsSection';

const assessmentsPath = '/workers/42/credentials/11/internal-assessments';

const routes: Record<string, ApiRoute> = {
  'GET /workers/42/credentials': {
    body: { user_credentials: [credential({ internal_assessments_count: 1 })], user_credential_parse_jobs: [] },
  },
  [`GET ${assessmentsPath}`]: (call) => ({
    body: {
      internal_assessments:
        call.query.get('page') === '2'
          ? paginated([assessment(9, 2, 'An older assessment')], 2, 2)
          : paginated([assessment(1, 4, 'Practical test passed on site')], 1, 2),
    },
  }),
};

async function openSidebar() {
  const user = userEvent.setup();
  const item = await screen.findByRole('listitem', { name: 'Working at Heights' });
  await user.click(within(item).getByRole('button', { name: 'Assessments (1)' }));
  return { user, sidebar: screen.getByRole('dialog', { name: 'Internal Assessment' }) };
}

describe('Internal Assessment sidebar', () => {
  it('lists assessments with their score, notes, author and time, page by page', async () => {
    mockApi(routes);
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, sidebar } = await openSidebar();

    const list = await within(sidebar).findByRole('list', { name: 'Assessments' });
    expect(within(list).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(list).getByText('Practical test passed on site')).toBeInTheDocument();
    expect(within(list).getByText('Olivia Owner · 3 days ago')).toBeInTheDocument();

    await user.click(within(within(sidebar).getByRole('navigation', { name: 'Assessment pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await within(sidebar).findByText('An older assessment')).toBeInTheDocument();
  });

  it('resets the score to 0 when the current star is clicked again, and asks for a score before adding', async () => {
    const api = mockApi({
      ...routes,
      [`POST ${assessmentsPath}`]: { status: 201, body: { internal_assessment: assessment(2, 3, 'Checked') } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, sidebar } = await openSidebar();
    const score = within(sidebar).getByRole('group', { name: /^Score: / });

    await user.click(within(score).getByRole('button', { name: '3 stars' }));
    expect(score).toHaveAccessibleName('Score: 3 out of 5');
    expect(within(score).getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(score).getByRole('button', { name: '3 stars' }));
    expect(score).toHaveAccessibleName('Score: 0 out of 5');

    await user.click(within(sidebar).getByRole('button', { name: 'Add assessment' }));
    expect(within(sidebar).getByText('Choose a score from 1 to 5 stars.')).toBeInTheDocument();
    expect(api.callsTo('POST', assessmentsPath)).toHaveLength(0);

    await user.click(within(score).getByRole('button', { name: '3 stars' }));
    await user.type(within(sidebar).getByLabelText('Notes'), 'Checked');
    await user.click(within(sidebar).getByRole('button', { name: 'Add assessment' }));

    await screen.findByRole('group', { name: 'Score: 0 out of 5' });
    expect(api.callsTo('POST', assessmentsPath)[0].body).toEqual({ score: 3, notes: 'Checked' });
  });

  it('deletes an assessment only after a confirmation', async () => {
    const api = mockApi({
      ...routes,
      [`DELETE ${assessmentsPath}/1`]: { body: { message: 'Internal assessment deleted successfully.' } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const { user, sidebar } = await openSidebar();

    await user.click(await within(sidebar).findByRole('button', { name: 'Delete assessment' }));
    const confirmDialog = screen.getByRole('dialog', { name: 'Delete assessment' });
    expect(confirmDialog).toHaveTextContent('Are you sure you want to delete this assessment?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${assessmentsPath}/1`)).toHaveLength(0);

    await user.click(within(sidebar).getByRole('button', { name: 'Delete assessment' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete assessment' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Internal assessment deleted successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${assessmentsPath}/1`)).toHaveLength(1);
  });
});
