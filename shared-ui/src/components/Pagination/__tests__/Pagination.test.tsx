import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { PortalThemeProvider } from '../../../theme/PortalThemeProvider';
import { theme } from '../../../theme/theme';
import { Pagination, pageItems } from '../Pagination';

// jsdom applies only `@media screen` rules, so this theme lays components out as on a phone.
const phoneTheme = { ...theme, media: { ...theme.media, mobile: '@media screen' } };

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and neighbours, with ellipses for the gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('is hidden when there is only one page', () => {
    renderUi(<Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the current page and skips far pages', () => {
    renderUi(<Pagination currentPage={6} lastPage={12} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('goes to the chosen, previous and next page', async () => {
    const onPageChange = jest.fn();
    renderUi(<Pagination currentPage={2} lastPage={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('cannot go before the first or after the last page', () => {
    const { rerender } = renderUi(<Pagination currentPage={1} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination currentPage={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('keeps the compact page count for phones out of sight on wider screens', () => {
    renderUi(<Pagination currentPage={6} lastPage={12} onPageChange={() => {}} />);
    expect(screen.getByText('Page 6 of 12')).not.toBeVisible();
  });

  it('shows Previous, "Page N of M" and Next on phones', async () => {
    const onPageChange = jest.fn();
    render(
      <PortalThemeProvider theme={phoneTheme}>
        <Pagination currentPage={6} lastPage={12} onPageChange={onPageChange} />
      </PortalThemeProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Next page',
    ]);
    expect(within(nav).getByText('Page 6 of 12')).toBeVisible();
    for (const ellipsis of within(nav).getAllByText('…')) expect(ellipsis).not.toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[7], [5]]);
  });
});
