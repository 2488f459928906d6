// Story support for the remotes' stories, imported as 'shared-ui/storybook'. Not exported from src/index.ts, so it
// never reaches a runtime bundle.
import type { Decorator } from '@storybook/react-webpack5';
import { useLayoutEffect, type ReactNode } from 'react';
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

/** What the server answers a call in a story: a status and a JSON body, or no answer yet (`pending`). */
export interface ServerAnswer {
  status?: number;
  body?: unknown;
  pending?: boolean;
}

const answerFor = (answers: Record<string, ServerAnswer>, path: string): ServerAnswer | undefined =>
  Object.entries(answers).find(([ending]) => path.endsWith(ending))?.[1];

/** Answers every XMLHttpRequest (shared-api's uploads) from `answers` by the end of its path; any other, 404. */
function answeringXhr(answers: Record<string, ServerAnswer>): typeof XMLHttpRequest {
  class AnsweringRequest {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private path = '';

    open(_method: string, url: string) {
      this.path = new URL(url, window.location.href).pathname;
    }

    setRequestHeader() {}

    abort() {
      this.onabort?.();
    }

    send() {
      const { status = 200, body = null, pending = false } = answerFor(answers, this.path) ?? { status: 404, body: { message: 'Not Found' } };
      if (pending) return;
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  return AnsweringRequest as unknown as typeof XMLHttpRequest;
}

/** fetch answering the listed paths (shared-api's calls outside SWR, a search say); any other goes out as usual. */
function answeringFetch(answers: Record<string, ServerAnswer>, real: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = answerFor(answers, new URL(url, window.location.href).pathname);
    if (!answer) return real(input, init);
    if (answer.pending) return new Promise<Response>(() => {});
    const { status = 200, body = null } = answer;
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  };
}

/**
 * Lets a story go through calls that do not use shared-api's SWR hooks (a CSV preview uploaded, a search typed)
 * without a server: while the story is shown, fetch and XMLHttpRequest answer each listed path, matched by its
 * ending. Put it on each story, like withApiStates.
 */
export function withServerAnswers(answers: Record<string, ServerAnswer>): Decorator {
  function Answering({ children }: { children: ReactNode }) {
    // Swapped before the story's first paint and put back when it goes, so no other story is answered by it.
    useLayoutEffect(() => {
      const real = { xhr: window.XMLHttpRequest, fetch: window.fetch };
      window.XMLHttpRequest = answeringXhr(answers);
      window.fetch = answeringFetch(answers, real.fetch);
      return () => {
        window.XMLHttpRequest = real.xhr;
        window.fetch = real.fetch;
      };
    }, []);
    return <>{children}</>;
  }
  // A cache of the story's own, so no answer given to an earlier story is shown instead.
  function ServerAnswers(Story: Parameters<Decorator>[0]) {
    return (
      <Answering>
        <SWRConfig value={{ provider: () => new Map() }}>
          <Story />
        </SWRConfig>
      </Answering>
    );
  }
  return ServerAnswers;
}
