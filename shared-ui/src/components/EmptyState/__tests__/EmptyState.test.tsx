import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { Button } from '../../Button/Button';
import { EmptyState } from '../EmptyState';

describe('EmptyState', () => {
  it('explains the empty list and offers the next step', async () => {
    const onCreate = jest.fn();
    renderUi(
      <EmptyState
        icon="crews"
        title="No crews yet"
        description="Group workers into crews to share them with clients."
        action={<Button onClick={onCreate}>Create crew</Button>}
      />,
    );
    expect(screen.getByText('No crews yet')).toBeInTheDocument();
    expect(screen.getByText('Group workers into crews to share them with clients.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create crew' }));
    expect(onCreate).toHaveBeenCalled();
  });
});
