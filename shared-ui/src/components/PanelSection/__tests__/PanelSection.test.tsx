import { screen, within } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Button } from '../../Button/Button';
import { PanelSection } from '../PanelSection';

describe('PanelSection', () => {
  it('is a region named by its title, with its heading, actions and content', () => {
    renderUi(
      <PanelSection title="Credentials" actions={<Button size="sm">+ Add Credential</Button>}>
        <p>3 credentials</p>
      </PanelSection>,
    );
    const section = screen.getByRole('region', { name: 'Credentials' });
    expect(within(section).getByRole('heading', { name: 'Credentials' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '+ Add Credential' })).toBeInTheDocument();
    expect(within(section).getByText('3 credentials')).toBeInTheDocument();
  });
});
