import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { theme } from '../../../theme/theme';
import { RetryAlert } from '../RetryAlert';

describe('RetryAlert', () => {
  it('interrupts with the message, as a danger', () => {
    renderUi(<RetryAlert onRetry={() => {}}>The notes could not be loaded.</RetryAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('The notes could not be loaded.');
    expect(screen.getByRole('alert')).toHaveStyle({ background: theme.tones.danger.bg });
  });

  it('tries again when Retry is pressed', async () => {
    const onRetry = jest.fn();
    renderUi(<RetryAlert onRetry={onRetry}>The notes could not be loaded.</RetryAlert>);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the button with a custom label', async () => {
    const onRetry = jest.fn();
    renderUi(
      <RetryAlert onRetry={onRetry} retryLabel="Try again">
        The notes could not be loaded.
      </RetryAlert>,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('blocks a second retry while one is under way', async () => {
    const onRetry = jest.fn();
    renderUi(
      <RetryAlert onRetry={onRetry} loading>
        The notes could not be loaded.
      </RetryAlert>,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('warns instead when the page still works without what failed', () => {
    renderUi(
      <RetryAlert onRetry={() => {}} tone="warning">
        Your account details could not be loaded.
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveStyle({ background: theme.tones.warning.bg });
    expect(screen.getByRole('alert')).not.toHaveStyle({ background: theme.tones.danger.bg });
  });
});
