import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SentLinkDetailsModal, type SentLinkDetailsModalProps } from '../SentLinkDetailsModal';

const LINK = 'http://portal.test/credential-requests/abc';

function renderModal(props: Partial<SentLinkDetailsModalProps> = {}) {
  const onResend = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <SentLinkDetailsModal
      title="Fall Protection requested from Maria Lopez"
      details={[
        { term: 'Sent to', description: 'Maria Lopez (maria@site.test)' },
        { term: 'Status', description: 'Open' },
      ]}
      link={null}
      linkTitle="Link e-mailed to Maria Lopez"
      linkNote="Shown only once."
      copyLabel="Copy the link sent to Maria Lopez"
      hint="Send again e-mails a new link."
      closeLabel="Close"
      sendAgainLabel="Send again"
      onResend={onResend}
      onClose={onClose}
      {...props}
    />,
  );
  return { onResend, onClose };
}

describe('SentLinkDetailsModal', () => {
  it('lists what the portal knows of the request, term beside value, and offers no link when none was just made', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Fall Protection requested from Maria Lopez' });
    const terms = within(dialog).getAllByRole('term').map((term) => term.textContent);
    const values = within(dialog).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Sent to', 'Status']);
    expect(values).toEqual(['Maria Lopez (maria@site.test)', 'Open']);
    expect(within(dialog).queryByText(LINK)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Send again e-mails a new link.')).toBeInTheDocument();
  });

  it('shows a link just made once, with Copy', () => {
    renderModal({ link: LINK });
    expect(screen.getByRole('status')).toHaveTextContent(LINK);
    expect(screen.getByRole('button', { name: 'Copy the link sent to Maria Lopez' })).toBeInTheDocument();
  });

  it('Send again and Close call back', async () => {
    const user = userEvent.setup();
    const { onResend, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
