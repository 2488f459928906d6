import { useEffect } from 'react';
import { useUiT } from '../i18n/ui';

/**
 * Names the browser tab after the page ('Workers · Trades Portal'); null leaves it as it is (a page still loading
 * its name). The previous title comes back when the page goes.
 */
export function useDocumentTitle(title: string | null) {
  const { t } = useUiT();
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
