import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { WorkerTagPills } from '../WorkerTagPills';

const tags = [
  { tag: { id: 1, name: 'Rigger', color: '#2457d6' }, tag_count: 2 },
  { tag: { id: 2, name: 'Night shift', color: '#15803d' }, tag_count: 1280 },
];

describe('WorkerTagPills', () => {
  it('shows each tag with how many workers carry it, the count written for the language', () => {
    renderWithProviders(<WorkerTagPills tags={tags} aria-label="Most used worker tags" />);
    const items = within(screen.getByRole('list', { name: 'Most used worker tags' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Rigger · 2', 'Night shift · 1,280']);
  });
});
