// Story support for the remotes' stories, imported as 'shared-ui/storybook'. Not exported from src/index.ts, so it
// never reaches a runtime bundle.
import type { Decorator } from '@storybook/react-webpack5';
import { SWRConfig, type Middleware, type SWRResponse } from 'swr';

/** What a shared-api hook answers in a story: its data, or the error it failed with. */
export interface ApiState {
  data?: unknown;
  error?: unknown;
}

/** A key's path: `/crews/7/workers` for the key `/crews/7/workers` or `['/crews/7/workers', 2]`. */
function pathOf(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return null;
}

/**
 * Shows a component that loads through shared-api's SWR hooks in a chosen state without a server: each hook whose
 * key's path is listed answers that data or error, any other stays loading. Nothing is fetched, so a story never
 * waits on the network nor changes state by itself. Put it on each story rather than on the meta: of two nested
 * states, the outer one answers.
 */
export function withApiStates(states: Record<string, ApiState>): Decorator {
  const answer: Middleware = () => <Data, Error>(key: unknown): SWRResponse<Data, Error> => {
    const path = pathOf(key);
    const state = path === null ? {} : (states[path] ?? {});
    return {
      data: state.data as Data | undefined,
      error: state.error as Error | undefined,
      isLoading: path !== null && state.data === undefined && state.error === undefined,
      isValidating: false,
      mutate: () => Promise.resolve(state.data as Data | undefined),
    };
  };
  function ApiStates(Story: Parameters<Decorator>[0]) {
    return (
      <SWRConfig value={{ use: [answer] }}>
        <Story />
      </SWRConfig>
    );
  }
  return ApiStates;
}
