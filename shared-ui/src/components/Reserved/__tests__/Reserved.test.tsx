import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Reserved } from '../Reserved';

/** The min-height the stylesheet gives the element at phone width (jsdom applies no media query by itself). */
function phoneMinHeight(element: HTMLElement): string | undefined {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('max-width')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          return inner.style.getPropertyValue('min-height');
        }
      }
    }
  }
  return undefined;
}

describe('Reserved', () => {
  it('keeps the desktop height on a wide screen and the phone height on a phone, whatever its content', () => {
    renderUi(
      <Reserved height={{ desktop: 402, mobile: 523 }} data-testid="reserved">
        <p>Loading</p>
      </Reserved>,
    );
    const reserved = screen.getByTestId('reserved');
    expect(reserved).toHaveTextContent('Loading');
    expect(reserved).toHaveStyle({ minHeight: '402px' });
    expect(phoneMinHeight(reserved)).toBe('523px');
  });

  it('is as tall as its content when given no height', () => {
    renderUi(<Reserved data-testid="reserved">Nothing reserved</Reserved>);
    const reserved = screen.getByTestId('reserved');
    expect(reserved).toHaveStyle({ minHeight: 'auto' });
    expect(phoneMinHeight(reserved)).toBe('auto');
  });

  it('stacks its children in a column only when asked, so a footer can sit at the bottom', () => {
    renderUi(
      <>
        <Reserved height={{ desktop: 515, mobile: 695 }} column data-testid="column">
          <p>Rows</p>
          <footer>View All</footer>
        </Reserved>
        <Reserved height={{ desktop: 113, mobile: 132 }} data-testid="block">
          <p>Token</p>
        </Reserved>
      </>,
    );
    expect(screen.getByTestId('column')).toHaveStyle({ display: 'flex', flexDirection: 'column' });
    expect(screen.getByTestId('block')).not.toHaveStyle({ display: 'flex' });
    expect(screen.getByTestId('block')).toHaveStyle({ minHeight: '113px' });
  });
});
