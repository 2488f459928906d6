import { useCallback, useState } from 'react';

/** Which dashboard cards are at full width; each toggles on its own. */
export function useExpandedCards() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  return { isExpanded: (key: string) => expanded.has(key), toggle };
}
