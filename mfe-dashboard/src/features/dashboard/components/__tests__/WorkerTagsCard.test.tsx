import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { workerTags } from '../../fixtures';
import { WorkerTagsCard } from '../WorkerTagsCard';

const noop = () => undefined;

function renderTags(count: number) {
  return renderWithProviders(
    <WorkerTagsCard state={{ data: workerTags(count), onRetry: noop }} expanded={false} onToggleExpand={noop} />,
  );
}

const listedTags = () => within(screen.getByRole('list', { name: 'Worker tags' })).getAllByRole('listitem');

describe('WorkerTagsCard', () => {
  it("shows eight tags, expands with '+ N more' and collapses with '- Show Less'", async () => {
    const user = userEvent.setup();
    renderTags(12);
    expect(listedTags()).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: '+ 4 more' }));
    expect(listedTags()).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: '- Show Less' }));
    expect(listedTags()).toHaveLength(8);
    expect(screen.getByRole('button', { name: '+ 4 more' })).toBeInTheDocument();
  });

  it('has no control when eight tags or fewer exist', () => {
    renderTags(8);
    expect(listedTags()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /more|show less/i })).not.toBeInTheDocument();
  });

  it('links each tag to the workers list filtered by it', () => {
    renderTags(2);
    const [tag] = workerTags(1);
    const link = within(listedTags()[0]).getByRole('link', { name: tag.tag.name });
    expect(link).toHaveAttribute('href', `/workers?tag=${encodeURIComponent(tag.tag.name)}`);
    expect(link).toHaveAccessibleDescription(`Workers tagged ${tag.tag.name}`);
  });

  it('shows each tag with its count', () => {
    renderTags(2);
    const [first] = listedTags();
    expect(first).toHaveTextContent('Electrician');
    expect(within(first).getByLabelText('30 workers')).toBeInTheDocument();
  });

  it("says '+ N autres', '- Afficher moins' and the counts in French", async () => {
    const user = userEvent.setup();
    await act(() => changeLocale('fr-CA'));
    renderTags(12);
    const [first] = within(screen.getByRole('list', { name: 'Étiquettes des travailleurs' })).getAllByRole('listitem');
    expect(within(first).getByLabelText('30 travailleurs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ 4 autres' }));
    expect(screen.getByRole('button', { name: '- Afficher moins' })).toBeInTheDocument();
  });
});
