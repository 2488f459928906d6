import { act, renderHook } from '@testing-library/react';
import { mockMatchMedia } from '../../testing/matchMedia';
import { useIsPhone } from '../useIsPhone';

describe('useIsPhone', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('asks for a viewport just below the mobile breakpoint, as the styles do', () => {
    const { matchMedia } = mockMatchMedia(true);
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767.98px)');
  });

  it('follows the media query when the window crosses the breakpoint', () => {
    const viewport = mockMatchMedia(false);
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(false);
    act(() => viewport.setMatches(true));
    expect(result.current).toBe(true);
    act(() => viewport.setMatches(false));
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const viewport = mockMatchMedia(false);
    const { unmount } = renderHook(() => useIsPhone());
    expect(viewport.listenerCount()).toBe(1);
    unmount();
    expect(viewport.listenerCount()).toBe(0);
  });

  it('says no phone where matchMedia does not exist', () => {
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(false);
  });
});
