import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from '../useDocumentTitle';

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Trades Portal';
  });

  it("names the tab after the page and the product, and gives the old title back when the page goes", () => {
    const { unmount } = renderHook(() => useDocumentTitle('Crews'));
    expect(document.title).toBe('Crews · Trades Portal');
    unmount();
    expect(document.title).toBe('Trades Portal');
  });

  it('keeps the title while the page does not know its name yet, then follows it', () => {
    const { rerender } = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('Trades Portal');
    rerender({ title: 'Maria Lopez' });
    expect(document.title).toBe('Maria Lopez · Trades Portal');
  });
});
