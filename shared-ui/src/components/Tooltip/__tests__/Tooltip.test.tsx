import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { Tooltip } from '../Tooltip';

function setup() {
  renderUi(
    <>
      <Tooltip content="Worker id 1234">
        <button type="button">Ada Lovelace</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Ada Lovelace' });
}

describe('Tooltip', () => {
  it('shows on hover, describes its trigger, and hides when the pointer leaves', async () => {
    const trigger = setup();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Worker id 1234');
    expect(trigger).toHaveAccessibleDescription('Worker id 1234');
    await userEvent.unhover(trigger);
    // Generous: the hide delay is short, but a loaded CI machine can run timers late.
    await waitForElementToBeRemoved(() => screen.queryByRole('tooltip'), { timeout: 5000 });
  });

  it('shows on keyboard focus, hides on blur and on Escape', async () => {
    const trigger = setup();
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Worker id 1234');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("puts the bubble inside the trigger's landmark, so no content sits outside the page's landmarks", async () => {
    renderUi(
      <main>
        <Tooltip content="Demo Construction Site Orientation">
          <button type="button">Demo Construction Site Or…</button>
        </Tooltip>
      </main>,
    );
    await userEvent.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip').closest('main')).not.toBeNull();
  });
});
