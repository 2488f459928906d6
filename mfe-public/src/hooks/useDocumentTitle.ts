import { useEffect } from 'react';

const PRODUCT = 'Trades Portal';

/** Names the browser tab after the page; the previous title comes back when the page goes. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${PRODUCT}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
