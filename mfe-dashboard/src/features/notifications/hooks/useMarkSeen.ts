import { useEffect, useRef } from 'react';
import { markNotificationRead, unreadCountKey, type NotificationCard, type UnreadCountResponse } from 'shared-api';
import { useSWRConfig } from 'swr';

/**
 * Cards shown on the page count as seen: each unread one is marked read on the server once, and the sidebar badge
 * takes the new count. The cards keep their unread look for this visit, so the reader still sees what was new.
 */
export function useMarkSeen(cards: NotificationCard[] | undefined) {
  const { mutate } = useSWRConfig();
  const sent = useRef(new Set<number>());

  useEffect(() => {
    const unseen = (cards ?? []).filter((card) => !card.is_read && !sent.current.has(card.id));
    if (unseen.length === 0) return;
    for (const card of unseen) sent.current.add(card.id);
    void (async () => {
      let latest: UnreadCountResponse | null = null;
      for (const card of unseen) {
        try {
          const { unread_count } = await markNotificationRead(card.id);
          latest = { unread_count };
        } catch {
          // Not marked: it stays unread and is tried again on the next visit.
          sent.current.delete(card.id);
        }
      }
      // The badge takes the count once, after the last answer: one update of the chrome instead of one per card.
      if (latest) await mutate<UnreadCountResponse>(unreadCountKey, latest, { revalidate: false });
    })();
  }, [cards, mutate]);
}
