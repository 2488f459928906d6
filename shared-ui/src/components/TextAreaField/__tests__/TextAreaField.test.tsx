import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../../../testing/render';
import { TextAreaField } from '../TextAreaField';

describe('TextAreaField', () => {
  it('is a labelled multi-line field with the requested rows', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderUi(<TextAreaField label="Message" rows={10} ref={ref} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBe(ref.current);
    expect(textarea).toHaveAttribute('rows', '10');
    await userEvent.type(textarea, 'Line one{enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
  });

  it('announces an error with a hint', () => {
    renderUi(<TextAreaField label="Note" hint="Visible to admins only." error="A note is required" required />);
    const textarea = screen.getByRole('textbox', { name: /Note/ });
    expect(textarea).toBeRequired();
    expect(textarea).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('A note is required');
    expect(textarea).toHaveAccessibleDescription('Visible to admins only. A note is required');
  });
});
