import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockMatchMedia } from '../../../testing/matchMedia';
import { renderUi } from '../../../testing/render';
import { ToastProvider, useToast } from '../../Toast/Toast';
import { Button } from '../../Button/Button';
import { Modal } from '../../Modal/Modal';
import { theme } from '../../../theme/theme';
import { SidePanel, SidePanelContent, type SidePanelProps } from '../SidePanel';

type HarnessProps = Partial<Omit<SidePanelProps, 'onClose' | 'children'>> & { onClose?: () => void };

/** A page with a button that opens the panel; the panel holds a field and a button that opens a dialog over it. */
function Harness({ onClose = () => {}, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open worker</Button>
      {open ? (
        <SidePanel
          title="Ada Fraser"
          {...props}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <label>
            Note
            <input />
          </label>
          <Button onClick={() => setDialogOpen(true)}>Delete</Button>
          <Modal open={dialogOpen} title="Delete note" onClose={() => setDialogOpen(false)}>
            Sure?
          </Modal>
        </SidePanel>
      ) : null}
    </>
  );
}

async function openPanel(props: HarnessProps = {}) {
  renderUi(<Harness {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open worker' }));
  return screen.getByRole('dialog', { name: props.title === undefined ? 'Ada Fraser' : String(props.title) });
}

describe('SidePanel', () => {
  describe('docked (the default)', () => {
    it('is a non-modal dialog named by its title that takes the focus and gives it back on close', async () => {
      const panel = await openPanel();
      expect(panel).toHaveAttribute('aria-modal', 'false');
      expect(panel).toHaveFocus();
      expect(screen.queryByTestId('side-panel-backdrop')).not.toBeInTheDocument();

      await userEvent.click(within(panel).getByRole('button', { name: 'Close panel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open worker' })).toHaveFocus();
    });

    it('closes on Escape even when the focus is on the page beside it', async () => {
      const onClose = jest.fn();
      await openPanel({ onClose });
      screen.getByRole('button', { name: 'Open worker' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('leaves Escape to a dialog open over it, even when the focus has left that dialog', async () => {
      const onClose = jest.fn();
      const panel = await openPanel({ onClose });
      await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete note' });

      (document.activeElement as HTMLElement).blur();
      await userEvent.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();

      within(dialog).getByRole('button', { name: 'Close dialog' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(dialog).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Ada Fraser' })).toBeInTheDocument();
    });

    it('offers Small, Medium and Large only when the size can change', async () => {
      const onSizeChange = jest.fn();
      const panel = await openPanel({ size: 'medium', onSizeChange });
      const sizes = within(panel).getByRole('group', { name: 'Panel size' });
      expect(within(sizes).getByRole('button', { name: 'Medium' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(within(sizes).getByRole('button', { name: 'Large' }));
      expect(onSizeChange).toHaveBeenCalledWith('large');
    });

    it('has no size switch without onSizeChange', async () => {
      const panel = await openPanel();
      expect(within(panel).queryByRole('group', { name: 'Panel size' })).not.toBeInTheDocument();
    });
  });

  describe('docked, on a phone', () => {
    afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

    it('dims the page behind it and keeps it out of reach: a modal dialog, Tab inside, the page still, a tap on the dim closes', async () => {
      const phone = mockMatchMedia(true);
      const onClose = jest.fn();
      const panel = await openPanel({ onClose });
      expect(panel).toHaveAttribute('aria-modal', 'true');
      expect(screen.getByTestId('side-panel-backdrop')).toBeInTheDocument();
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.tab({ shift: true });
      expect(within(panel).getByRole('button', { name: 'Delete' })).toHaveFocus();
      await userEvent.tab();
      expect(within(panel).getByRole('button', { name: 'Close panel' })).toHaveFocus();

      // Turned past the breakpoint: docked again, with what it holds kept.
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Note' }), 'kept');
      act(() => phone.setMatches(false));
      expect(screen.getByRole('dialog', { name: 'Ada Fraser' })).toHaveAttribute('aria-modal', 'false');
      expect(screen.queryByTestId('side-panel-backdrop')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
      expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
      act(() => phone.setMatches(true));

      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Open worker' }));
      await userEvent.click(screen.getByTestId('side-panel-backdrop'));
      expect(onClose).toHaveBeenCalledTimes(2);
    });
  });

  describe('toasts beside a panel', () => {
    afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

    function Saving() {
      const toast = useToast();
      return (
        <SidePanel title="Ada Fraser" onClose={() => {}}>
          <Button onClick={() => toast.success('Saved.')}>Save</Button>
        </SidePanel>
      );
    }

    it('shows toasts at the top on a phone, clear of the panel\'s buttons at the bottom', async () => {
      mockMatchMedia(true);
      renderUi(
        <ToastProvider>
          <Saving />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('status').parentElement).toHaveAttribute('data-placement', 'top');
    });
  });

  describe('modal', () => {
    it('is a modal dialog over a backdrop, outside the page tree, described by its subtitle', async () => {
      const panel = await openPanel({ modal: true, title: 'Internal Assessment', subtitle: 'Working at Heights' });
      expect(panel).toHaveAttribute('aria-modal', 'true');
      expect(panel).toHaveAccessibleDescription('Working at Heights');
      expect(panel.parentElement).toBe(document.body);
      expect(panel).toHaveFocus();
    });

    it('keeps Tab inside and names its close button as asked', async () => {
      const panel = await openPanel({ modal: true, closeLabel: 'Close' });
      await userEvent.tab();
      expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(within(panel).getByRole('button', { name: 'Delete' })).toHaveFocus();
    });

    it('closes on Escape, giving the focus back, and on a click on the backdrop', async () => {
      const onClose = jest.fn();
      await openPanel({ modal: true, onClose });
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Open worker' })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'Open worker' }));
      await userEvent.click(screen.getByTestId('side-panel-backdrop'));
      expect(onClose).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('leaves Escape to a dialog opened from inside it', async () => {
      const onClose = jest.fn();
      const panel = await openPanel({ modal: true, onClose });
      await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Delete note' })).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('stops the page behind from scrolling while open', async () => {
      await openPanel({ modal: true });
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('');
    });
  });

  it('pads its usual content, SidePanelContent, away from the panel edges', () => {
    renderUi(
      <SidePanel title="Internal Assessment" onClose={() => {}}>
        <SidePanelContent data-testid="content">Assessments</SidePanelContent>
      </SidePanel>,
    );
    expect(within(screen.getByRole('dialog', { name: 'Internal Assessment' })).getByTestId('content')).toHaveStyle({ padding: theme.spacing(3) });
  });
});
