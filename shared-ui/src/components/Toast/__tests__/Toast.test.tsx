import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia } from '../../../testing/matchMedia';
import { renderUi } from '../../../testing/render';
import { Modal } from '../../Modal/Modal';
import { TOAST_DURATION_MS, ToastProvider, toastPlacement, useToast } from '../Toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Request sent successfully!')}>
        Send
      </button>
      <button type="button" onClick={() => toast.error('There was an issue sending the request.')}>
        Fail
      </button>
      <button type="button" onClick={() => toast.info('Finished parsing all files.')}>
        Parse
      </button>
    </>
  );
}

describe('useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    return user;
  }

  it('shows a success message as a status that goes away after 5 seconds', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Request sent successfully!');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Request sent successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Request sent successfully!')).not.toBeInTheDocument();
  });

  it('keeps an error as an alert until it is closed', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an issue sending the request.');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 4));
    expect(alert).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks several messages', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Parse' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  });

  it('waits while the pointer rests on a message', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('toastPlacement', () => {
  it('keeps toasts clear of an open side panel: beside it when there is room, else over the header band left of its Close button', () => {
    expect(toastPlacement(0, 1280, false)).toEqual({ at: 'corner' });
    expect(toastPlacement(720, 1280, false)).toEqual({ at: 'beside', right: 744 });
    expect(toastPlacement(960, 1280, false)).toEqual({ at: 'header', right: 64 });
    expect(toastPlacement(390, 390, true)).toEqual({ at: 'header', right: 64 });
    expect(toastPlacement(0, 390, true)).toEqual({ at: 'top' });
  });

  it('keeps toasts clear of an open dialog: in the corner narrowed to the room right of it, else over the top band left of its Close button', () => {
    // A 560 px dialog centred in 1440 px leaves 440 px at its right: toasts fit there, 24 px from both edges.
    expect(toastPlacement(0, 1440, false, 440)).toEqual({ at: 'corner', width: 392 });
    expect(toastPlacement(0, 1920, false, 680)).toEqual({ at: 'corner', width: 400 });
    // The same dialog in 1280 px leaves 360 px, too little: the stack ends 64 px left of the dialog's right edge.
    expect(toastPlacement(0, 1280, false, 360)).toEqual({ at: 'header', right: 424 });
    // A dialog above a panel decides.
    expect(toastPlacement(720, 1280, false, 360)).toEqual({ at: 'header', right: 424 });
    // On a phone the dialog fills the width but for its 16 px margin.
    expect(toastPlacement(0, 390, true, 16)).toEqual({ at: 'header', right: 80 });
    expect(toastPlacement(390, 390, true, 16)).toEqual({ at: 'header', right: 80 });
  });
});

describe('toasts while a dialog is open on a phone', () => {
  beforeEach(() => mockMatchMedia(true));
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  function DialogThatSends({ open }: { open: boolean }) {
    const toast = useToast();
    return (
      <Modal open={open} title="Request Credential" onClose={() => undefined}>
        <button type="button" onClick={() => toast.success('Credential requested from Alex Tremblay')}>
          Request
        </button>
      </Modal>
    );
  }

  it('moves the toast to the header band while the dialog is open, and back under the top bar when it closes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(
      <ToastProvider>
        <DialogThatSends open />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const region = screen.getByRole('status').parentElement;
    expect(region).toHaveAttribute('data-placement', 'header');
    rerender(
      <ToastProvider>
        <DialogThatSends open={false} />
      </ToastProvider>,
    );
    expect(region).toHaveAttribute('data-placement', 'top');
  });
});
