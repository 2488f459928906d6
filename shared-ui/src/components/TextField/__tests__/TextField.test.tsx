import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../../../testing/render';
import { TextField } from '../TextField';

describe('TextField', () => {
  it('is labelled, typeable and passes native props through', async () => {
    const onChange = jest.fn();
    renderUi(<TextField label="Username" name="username" placeholder="e.g. jsmith" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('placeholder', 'e.g. jsmith');
    await userEvent.type(input, 'jsmith');
    expect(input).toHaveValue('jsmith');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('announces an error and marks the field invalid', () => {
    renderUi(
      <TextField label="Password" type="password" error="Password must be at least 8 characters long" />,
    );
    const input = screen.getByLabelText('Password');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters long');
  });

  it('describes the field with its hint, keeping the caller description', () => {
    renderUi(
      <>
        <p id="extra">Shown on the wallet.</p>
        <TextField label="Email" hint="We never share it." aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Shown on the wallet. We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks required fields', () => {
    renderUi(<TextField label="First name" required />);
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderUi(<TextField label="City" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'City' }));
  });
});
