import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { useRemotesStore } from '../../federation/remotes';
import { deployed } from '../../__tests__/fixtures';
import { mount, unmount } from '../lifecycles';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));

const props = { name: 'public' } as AppProps;
const publicRemote = deployed({ name: 'mfe_public', label: 'Public pages', nav: [] });

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  jest.mocked(loadRemote).mockReset();
});

describe('the public application', () => {
  it('says the page is not available while mfe_public is not deployed', async () => {
    useRemotesStore.setState({ status: 'ready', remotes: {} });
    await act(() => mount(props));
    expect(screen.getByText('This page is not available yet')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    await act(() => unmount(props));
    expect(document.getElementById('app-public')).toBeNull();
  });

  it("hands the page to mfe_public's lifecycles when it is deployed", async () => {
    const lifecycles = {
      bootstrap: jest.fn(async () => undefined),
      mount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
        domElement.textContent = 'Wallet page';
      }),
      unmount: jest.fn(async () => undefined),
    };
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    useRemotesStore.setState({ status: 'ready', remotes: { mfe_public: publicRemote } });
    await act(() => mount(props));
    expect(loadRemote).toHaveBeenCalledWith('mfe_public/lifecycles');
    expect(screen.getByText('Wallet page')).toBeInTheDocument();
    await act(() => unmount(props));
    expect(lifecycles.unmount).toHaveBeenCalled();

    await act(() => mount(props));
    expect(lifecycles.bootstrap).toHaveBeenCalledTimes(1);
    expect(lifecycles.mount).toHaveBeenCalledTimes(2);
    await act(() => unmount(props));
  });
});
