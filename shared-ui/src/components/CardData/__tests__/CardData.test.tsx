import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { CardData, type CardDataProps } from '../CardData';

function renderCardData(props: Partial<CardDataProps<string[]>>) {
  const children = jest.fn((names: string[]) => <ul aria-label="Invites">{names.map((name) => <li key={name}>{name}</li>)}</ul>);
  const onRetry = jest.fn();
  renderUi(
    <CardData data={undefined} onRetry={onRetry} failedText="Could not load the invites." loadingLabel="Loading the invites" {...props}>
      {children}
    </CardData>,
  );
  return { children, onRetry };
}

describe('CardData', () => {
  it('shows a named skeleton until the data is there', () => {
    const { children } = renderCardData({ loadingLines: 4 });
    expect(screen.getByRole('status', { name: 'Loading the invites' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(children).not.toHaveBeenCalled();
  });

  it('says a failed load and retries it', async () => {
    const { children, onRetry } = renderCardData({ error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the invites.');
    expect(screen.queryByRole('status', { name: 'Loading the invites' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(children).not.toHaveBeenCalled();
  });

  it('draws the loaded data', () => {
    renderCardData({ data: ['ada@example.com', 'grace@example.com'] });
    expect(screen.getByRole('list', { name: 'Invites' })).toHaveTextContent('ada@example.comgrace@example.com');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the data it has when a refresh fails', () => {
    renderCardData({ data: ['ada@example.com'], error: new Error('offline') });
    expect(screen.getByRole('list', { name: 'Invites' })).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts null and an empty list as loaded data', () => {
    renderCardData({ data: [] });
    expect(screen.getByRole('list', { name: 'Invites' })).toBeEmptyDOMElement();
    const onRetry = jest.fn();
    renderUi(
      <CardData data={null} error={new Error('offline')} onRetry={onRetry} failedText="Could not load the plan." loadingLabel="Loading the plan">
        {(plan) => <p>{plan === null ? 'No plan' : plan}</p>}
      </CardData>,
    );
    expect(screen.getByText('No plan')).toBeInTheDocument();
  });
});
