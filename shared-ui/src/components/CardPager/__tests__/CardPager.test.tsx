import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { theme } from '../../../theme/theme';
import { CardPager } from '../CardPager';

describe('CardPager', () => {
  it('renders nothing, not even the ruled footer, when there is one page', () => {
    const { container } = renderUi(<CardPager currentPage={1} lastPage={1} onPageChange={() => {}} aria-label="Pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the pages under a rule and changes page', async () => {
    const onPageChange = jest.fn();
    renderUi(<CardPager currentPage={2} lastPage={3} onPageChange={onPageChange} aria-label="Pages of invites" />);
    const pages = screen.getByRole('navigation', { name: 'Pages of invites' });
    expect(pages.parentElement).toHaveStyle({ borderTop: `1px solid ${theme.colors.border}` });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
