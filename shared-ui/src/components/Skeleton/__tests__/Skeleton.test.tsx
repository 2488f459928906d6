import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Skeleton } from '../Skeleton';

describe('Skeleton', () => {
  it('announces loading and draws the requested lines, the last one shorter', () => {
    renderUi(<Skeleton lines={3} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    const lines = screen.getAllByTestId('skeleton-line');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveStyle({ width: '100%' });
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });

  it('takes a custom size', () => {
    renderUi(<Skeleton width={120} height={32} label="Loading workers" />);
    expect(screen.getByRole('status', { name: 'Loading workers' })).toHaveStyle({ width: '120px' });
    expect(screen.getByTestId('skeleton-line')).toHaveStyle({ height: '32px' });
  });
});
