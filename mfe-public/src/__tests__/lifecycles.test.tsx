import { act, screen } from '@testing-library/react';
import { bootstrap, mount, unmount } from '../lifecycles';
import manifest from '../manifest';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('mfe_public lifecycles', () => {
  it('renders the page for the current address into the element the shell gives, and clears it on unmount', async () => {
    window.history.pushState({}, '', '/wallet');
    const domElement = document.body.appendChild(document.createElement('div'));

    await act(() => bootstrap());
    await act(() => mount({ domElement }));
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
    expect(domElement).toContainElement(screen.getByRole('heading', { name: 'This link is no longer valid' }));

    await act(() => unmount());
    expect(domElement).toBeEmptyDOMElement();
  });

  it('mounts again after an unmount, as the shell does when the visitor comes back', async () => {
    window.history.pushState({}, '', '/shares/unknown');
    const first = document.body.appendChild(document.createElement('div'));
    await act(() => mount({ domElement: first }));
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    await act(() => unmount());

    const second = document.body.appendChild(document.createElement('div'));
    await act(() => mount({ domElement: second }));
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(second).not.toBeEmptyDOMElement();
    await act(() => unmount());
  });

  it('declares no sidebar items', () => {
    expect(manifest).toEqual({ name: 'mfe_public', label: 'Public pages', nav: [] });
  });
});
