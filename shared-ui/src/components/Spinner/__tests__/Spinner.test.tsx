import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Spinner } from '../Spinner';

describe('Spinner', () => {
  it('announces loading', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is silent when decorative', () => {
    renderUi(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
