import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import useSWR from 'swr';
import { withApiStates, type ApiState } from '..';

const fetcher = jest.fn(() => Promise.resolve('fetched'));

function Shown({ swrKey }: { swrKey: string | readonly [string, number] }) {
  const { data, error, isLoading } = useSWR(swrKey, fetcher);
  if (error) return <p>failed: {(error as Error).message}</p>;
  if (isLoading) return <p>loading</p>;
  return <p>shows {String(data)}</p>;
}

function renderIn(states: Record<string, ApiState>, swrKey: string | readonly [string, number]) {
  const decorate = withApiStates(states) as unknown as (story: () => ReactElement) => ReactElement;
  render(decorate(() => <Shown swrKey={swrKey} />));
}

describe('withApiStates', () => {
  beforeEach(() => fetcher.mockClear());

  it('answers a listed key, string or array, with its data and never fetches', () => {
    renderIn({ '/crews/7/workers': { data: 'three workers' } }, ['/crews/7/workers', 2]);
    expect(screen.getByText('shows three workers')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('answers a failed key with its error', () => {
    renderIn({ '/association': { error: new Error('500') } }, '/association');
    expect(screen.getByText('failed: 500')).toBeInTheDocument();
  });

  it('keeps any other key loading', () => {
    renderIn({}, '/association');
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
