import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { LinkOnceNotice } from '../LinkOnceNotice';

const LINK = 'http://portal.test/wallet?token=abc';

describe('LinkOnceNotice', () => {
  it('shows the link once with Copy, which puts it on the clipboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LinkOnceNotice title="Link sent to hse@site.test" link={LINK} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Link sent to hse@site.test');
    expect(notice).toHaveTextContent(LINK);
    expect(notice).toHaveTextContent('Copy it now: for security the link is shown only once.');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard...')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LinkOnceNotice title="Link sent" link={LINK} copyLabel="Copy link sent to Dana" />);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link sent to Dana' }));
    expect(await screen.findByText('The link could not be copied; select it and copy it instead.')).toBeInTheDocument();
    writeText.mockRestore();
  });

  it('takes a page’s own note and may be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    renderWithProviders(<LinkOnceNotice title="New link sent" link={LINK} note="The previous link no longer works." onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('The previous link no longer works.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Copy it now');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
