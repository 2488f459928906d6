import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Alert } from '../Alert';

describe('Alert', () => {
  it('interrupts with problems', () => {
    renderUi(
      <Alert tone="danger" title="Could not save">
        An error occurred
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(alert).toHaveTextContent('An error occurred');
  });

  it('is a polite status for good news and information', () => {
    renderUi(<Alert tone="success">Credential updated successfully</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Credential updated successfully');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
