import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Grid, Stack } from '../Layout';

describe('Stack', () => {
  it('lines its children up with a grid-step gap', () => {
    renderUi(
      <Stack direction="row" gap={1} data-testid="stack">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'row', gap: '8px' });
    expect(stack).toHaveTextContent('OneTwo');
  });
});

describe('Grid', () => {
  it('lays children out in responsive columns', () => {
    renderUi(
      <Grid data-testid="grid" minColumnWidth={300}>
        <div>Card</div>
      </Grid>,
    );
    expect(screen.getByTestId('grid')).toHaveStyle({ display: 'grid', gap: '24px' });
    expect(screen.getByText('Card')).toBeInTheDocument();
  });
});
