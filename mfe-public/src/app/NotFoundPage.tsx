import { useDocumentTitle } from 'shared-ui';
import { MessagePanel } from '../components/MessagePanel';
import { PublicLayout } from '../components/PublicLayout';
import { usePublicT } from '../i18n';

/** A public path with no page behind it (a mistyped or truncated link). */
export function NotFoundPage() {
  const { t } = usePublicT();
  useDocumentTitle(t('page.notFoundTitle'));
  return (
    <PublicLayout>
      <MessagePanel icon="warning" tone="warning" title={t('page.notFound')} description={t('page.notFoundHint')} />
    </PublicLayout>
  );
}
