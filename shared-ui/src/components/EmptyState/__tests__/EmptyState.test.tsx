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

  it("is the page's heading when it stands for the whole page, and plain text inside a card", () => {
    const { rerender } = renderUi(<EmptyState title="Page not found" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    rerender(<EmptyState title="No crews yet" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
