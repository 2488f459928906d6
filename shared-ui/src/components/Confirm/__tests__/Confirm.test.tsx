import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../../testing/render';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from '../Confirm';

const DEACTIVATE =
  'Are you sure you want to deactivate this worker? This will remove the worker from all crews and remove all credential requests.';

function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(DEACTIVATE, options)))}>
        Deactivate
      </button>
      <p>Answer: {answer}</p>
    </>
  );
}

function setup(options?: ConfirmOptions) {
  renderUi(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
}

describe('useConfirm', () => {
  it('shows the exact message in a dialog and resolves true on confirm', async () => {
    await setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(DEACTIVATE);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Answer: true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel and on Escape', async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Answer: false')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Answer: false')).toBeInTheDocument();
  });

  it('uses the caller labels and focuses the safe choice first', async () => {
    await setup({ confirmLabel: 'Deactivate worker', cancelLabel: 'Keep active', tone: 'danger' });
    expect(screen.getByRole('button', { name: 'Keep active' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate worker' }));
    expect(await screen.findByText('Answer: true')).toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    // React logs the thrown error too; keep the test output clean.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Asker />)).toThrow('useConfirm() must be used inside <ConfirmProvider>.');
    consoleError.mockRestore();
  });
});
