import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { TextField } from '../../TextField/TextField';
import { FieldGrid, FieldGridWide } from '../FieldGrid';

describe('FieldGrid', () => {
  it('sets fields two to a row, and a wide field across the whole row', () => {
    renderUi(
      <FieldGrid data-testid="grid">
        <TextField label="First name" />
        <TextField label="Last name" />
        <FieldGridWide data-testid="wide">
          <TextField label="Address" />
        </FieldGridWide>
      </FieldGrid>,
    );
    expect(screen.getByTestId('grid')).toHaveStyle({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
    // Written as `1 / -1`; the injected stylesheet drops the spaces.
    expect(getComputedStyle(screen.getByTestId('wide')).getPropertyValue('grid-column').replace(/\s/g, '')).toBe('1/-1');
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
  });
});
