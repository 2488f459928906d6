import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from 'shared-api';
import { Card, EmptyState, FeatureUnavailable, PageHeader, RetryAlert, Skeleton, useDocumentTitle } from 'shared-ui';
import { useBulkUploadByFile } from '../hooks/useBulkUploadByFile';
import { useFollowedUpload } from '../hooks/useFollowedUpload';
import { isFinished } from '../utils/bulkColumns';
import { useCredentialsT } from '../../../i18n';
import { BulkUploadReport } from './BulkUploadReport';

/** /credentials/credential-bulk-uploads?file_url=...: each row's outcome of one bulk upload, opened in a new window. */
export default function BulkUploadDetailsPage() {
  const { t } = useCredentialsT();
  const [params] = useSearchParams();
  const fileUrl = params.get('file_url')?.trim() || null;
  const upload = useBulkUploadByFile(fileUrl);
  const error = upload.error as Error | undefined;
  const loaded = upload.data?.bulk_credential_upload ?? null;
  // A job still running is followed by its light progress; once it finishes, every row's outcome is loaded again.
  const progress = useFollowedUpload(loaded && !isFinished(loaded.status) ? loaded : null);
  const finishedSinceLoad = Boolean(loaded && progress && !isFinished(loaded.status) && isFinished(progress.status));
  const { mutate } = upload;
  useEffect(() => {
    if (finishedSinceLoad) void mutate();
  }, [finishedSinceLoad, mutate]);
  useDocumentTitle(t('bulk.details.title'));
  const header = <PageHeader title={t('bulk.details.title')} description={t('bulk.details.description')} />;

  if (error instanceof ApiError && error.status === 403) {
    return (
      <FeatureUnavailable>
        {header}
        <Card>
          <Skeleton lines={6} height={18} label={t('bulk.details.preview')} />
        </Card>
      </FeatureUnavailable>
    );
  }

  const data = loaded && progress ? { ...progress, results: loaded.results } : loaded;
  return (
    <>
      {header}
      {!fileUrl || (error instanceof ApiError && error.status === 404) ? (
        <Card>
          <EmptyState
            icon="credential"
            title={t('bulk.details.notFoundTitle')}
            description={t('bulk.details.notFound')}
          />
        </Card>
      ) : error && !data ? (
        <RetryAlert onRetry={() => void upload.mutate()}>
          {t('bulk.details.loadFailed', { message: error.message })}
        </RetryAlert>
      ) : !data ? (
        <Card>
          <Skeleton lines={6} height={18} label={t('bulk.details.loading')} />
        </Card>
      ) : (
        <BulkUploadReport upload={data} />
      )}
    </>
  );
}
