import { useParams } from 'react-router-dom';
import { ApiError, usePublicSharedCrew } from 'shared-api';
import { Button, Skeleton, useDocumentTitle } from 'shared-ui';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { usePublicT } from '../../../i18n';
import { SharedCrewView } from './SharedCrewView';

/** Unknown (404), withdrawn or expired (410) links: the crew is no longer available through it. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** /shares/crews/{token}: a crew shared by link, read-only, no sign-in. */
export default function SharedCrewPage() {
  const { t } = usePublicT();
  const token = useParams().token?.trim() || null;
  const { data, error, isValidating, mutate } = usePublicSharedCrew(token);
  const gone = !token || isGone(error);
  useDocumentTitle(gone ? t('sharedCrew.goneTitle') : data ? t('sharedCrew.crewTitle', { name: data.crew.name }) : t('sharedCrew.title'));

  if (gone) {
    return (
      <PublicLayout>
        <MessagePanel icon="warning" tone="warning" title={t('sharedCrew.gone')} description={t('sharedCrew.goneHint')} />
      </PublicLayout>
    );
  }
  if (error && !data) {
    return (
      <PublicLayout>
        <MessagePanel
          icon="warning"
          tone="danger"
          title={t('sharedCrew.failedTitle')}
          description={error instanceof ApiError && error.status === 429 ? error.message : t('sharedCrew.failed')}
          action={
            <Button variant="secondary" icon="retry" loading={isValidating} onClick={() => void mutate()}>
              {t('page.retry')}
            </Button>
          }
        />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout note={t('sharedCrew.note')}>{data ? <SharedCrewView data={data} /> : <Skeleton lines={8} label={t('sharedCrew.loading')} />}</PublicLayout>
  );
}
