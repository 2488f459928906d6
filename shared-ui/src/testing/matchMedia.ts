/**
 * Replaces jsdom's missing window.matchMedia with one whose every query matches or not as the test says;
 * setMatches changes the answer and tells the listeners, as a browser does when the window is resized.
 */
export function mockMatchMedia(initiallyMatches: boolean) {
  let matches = initiallyMatches;
  const listeners = new Set<() => void>();
  const matchMedia = jest.fn((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
  return {
    matchMedia,
    listenerCount: () => listeners.size,
    setMatches(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}
