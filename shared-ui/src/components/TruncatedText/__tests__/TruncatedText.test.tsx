import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { TruncatedText, truncate } from '../TruncatedText';

const LONG = 'Working at Heights Certificate Level 2';

describe('truncate', () => {
  it('keeps text up to the limit as it is', () => {
    expect(truncate('First Aid', 25)).toBe('First Aid');
    expect(truncate('x'.repeat(25), 25)).toBe('x'.repeat(25));
  });

  it('cuts longer text to the limit and adds an ellipsis', () => {
    expect(truncate(LONG, 25)).toBe('Working at Heights Certif…');
    expect(truncate('abc def', 4)).toBe('abc…');
  });

  it('does not split a character made of two code units', () => {
    expect(truncate('🦺🦺🦺', 2)).toBe('🦺🦺…');
  });
});

describe('TruncatedText', () => {
  it('shows short text plainly', () => {
    renderUi(<TruncatedText text="First Aid" max={25} />);
    expect(screen.getByText('First Aid')).not.toHaveAttribute('tabindex');
  });

  it('shows the cut text and the full text in a tooltip on hover or focus', async () => {
    renderUi(<TruncatedText text={LONG} max={25} />);
    const cut = screen.getByText('Working at Heights Certif…');
    await userEvent.hover(cut);
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG);
    await userEvent.unhover(cut);
    await userEvent.tab();
    expect(cut).toHaveFocus();
    expect(cut).toHaveAccessibleDescription(LONG);
  });

  it('writes the full text out on a tap (no hover on a phone) or Enter, and cuts it again on the next', async () => {
    const onRowClick = jest.fn();
    renderUi(
      <div onClick={onRowClick}>
        <TruncatedText text={LONG} max={25} />
      </div>,
    );
    const cut = screen.getByRole('button', { name: 'Working at Heights Certif…' });
    expect(cut).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(cut);
    expect(cut).toHaveTextContent(LONG);
    expect(cut).toHaveAttribute('aria-expanded', 'true');
    expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(cut).toHaveTextContent('Working at Heights Certif…');
  });
});
