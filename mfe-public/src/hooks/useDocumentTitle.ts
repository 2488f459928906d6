import { useEffect } from 'react';
import { usePublicT } from '../i18n';

/** Names the browser tab after the page ('… · Trades Portal'); the previous title comes back when the page goes. */
export function useDocumentTitle(title: string | null) {
  const { t } = usePublicT();
  const full = title ? t('documentTitle', { title }) : null;
  useEffect(() => {
    if (!full) return;
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
