import { MessagePanel } from '../components/MessagePanel';
import { PublicLayout } from '../components/PublicLayout';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** A public path with no page behind it (a mistyped or truncated link). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PublicLayout>
      <MessagePanel
        icon="warning"
        tone="warning"
        title="This page could not be found"
        description="Check that the link was copied in full, or ask the person who sent it for a new one."
      />
    </PublicLayout>
  );
}
