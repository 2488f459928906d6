import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Button } from '../../Button/Button';
import { PageHeader } from '../PageHeader';

describe('PageHeader', () => {
  it('gives the page its main heading, description and actions', () => {
    renderUi(
      <PageHeader title="Admins" description="People who can sign in to this portal." actions={<Button>+ Admin</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admins' })).toBeInTheDocument();
    expect(screen.getByText('People who can sign in to this portal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Admin' })).toBeInTheDocument();
  });
});
