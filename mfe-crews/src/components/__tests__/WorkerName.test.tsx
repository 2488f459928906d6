import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { WorkerName } from '../WorkerName';

const worker = { id: 21, full_name: 'Nadia Cree', profile_picture_url: null };

describe('WorkerName', () => {
  it("writes the worker's name beside their initials, and the e-mail under it when given", () => {
    renderWithProviders(<WorkerName worker={worker} email="nadia.cree@example.test" />);
    expect(screen.getByText('Nadia Cree', { exact: false })).toHaveTextContent('Nadia Creenadia.cree@example.test');
    expect(screen.getByText('NC')).toBeInTheDocument();
    expect(screen.getByText('nadia.cree@example.test')).toBeInTheDocument();
  });

  it('writes no e-mail line when the worker has none', () => {
    renderWithProviders(<WorkerName worker={worker} email={null} />);
    expect(screen.getByText('Nadia Cree')).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
  });
});
