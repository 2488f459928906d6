import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../../testing/render';
import { ToggleGroup } from '../ToggleGroup';

function ExpiryToggle() {
  const [value, setValue] = useState<'expiring' | 'expired'>('expiring');
  return (
    <>
      <ToggleGroup
        aria-label="Credential expiry"
        items={[
          { value: 'expiring', label: 'Expiring (90 days)' },
          { value: 'expired', label: 'Expired' },
        ]}
        value={value}
        onChange={setValue}
      />
      <p>Showing {value}</p>
    </>
  );
}

describe('ToggleGroup', () => {
  it('shows which option is on and switches on click', async () => {
    renderUi(<ExpiryToggle />);
    const group = screen.getByRole('group', { name: 'Credential expiry' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expiring (90 days)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Expired' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(screen.getByRole('button', { name: 'Expired' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Expiring (90 days)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Showing expired')).toBeInTheDocument();
  });
});
