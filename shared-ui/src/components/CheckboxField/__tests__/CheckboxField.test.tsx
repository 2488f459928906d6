import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../../../testing/render';
import { CheckboxField } from '../CheckboxField';

describe('CheckboxField', () => {
  it('toggles when its label is clicked', async () => {
    const ref = createRef<HTMLInputElement>();
    renderUi(<CheckboxField label="Has crew" ref={ref} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Has crew' });
    expect(checkbox).toBe(ref.current);
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Has crew'));
    expect(checkbox).toBeChecked();
  });

  it('announces an error and its hint', () => {
    renderUi(
      <CheckboxField label="I accept the terms" hint="Required to continue." error="Please accept" required />,
    );
    const checkbox = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept');
    expect(checkbox).toHaveAccessibleDescription('Required to continue. Please accept');
  });
});
