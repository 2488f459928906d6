import { useParams } from 'react-router-dom';
import {
  ApiError,
  updateCredentialByRequest,
  usePublicUpdateRequest,
  type UpdateCredentialInput,
  type UploadProgress,
} from 'shared-api';
import { Skeleton, useDocumentTitle } from 'shared-ui';
import { LoadFailedPanel } from '../../../components/LoadFailedPanel';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { UpdateCredentialSheet } from './UpdateCredentialSheet';
import { usePublicT } from '../../../i18n';

/** /user-credential-requests/:token — a worker sends a newer document for a credential on file; no sign-in. */
export default function UpdateRequestPage() {
  const { token = '' } = useParams();
  const { t } = usePublicT();
  const { data, error, isValidating, mutate } = usePublicUpdateRequest(token || null);
  const request = data?.update_request ?? null;
  // An unknown, malformed or withdrawn token: the server answers 404 with why the link is not valid.
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 410);

  useDocumentTitle(
    notFound
      ? t('update.invalidTitle')
      : request
        ? t('update.documentTitle', { credential: request.user_credential.name })
        : t('update.loadingTitle'),
  );

  async function submit(input: UpdateCredentialInput, onProgress: (progress: UploadProgress) => void) {
    const result = await updateCredentialByRequest(token, input, { onUploadProgress: onProgress });
    // The saved dates, the new document's link and the completed state as the server now has them.
    await mutate(
      {
        update_request: result.update_request,
        status: result.update_request.completed_at ? 'completed' : 'open',
        message: result.message,
      },
      { revalidate: false },
    );
    return result.message;
  }

  if (notFound) {
    return (
      <PublicLayout>
        <MessagePanel
          icon="warning"
          tone="warning"
          title={t('update.invalid')}
          description={t('update.invalidHint')}
        />
      </PublicLayout>
    );
  }
  if (error && !data) {
    return (
      <PublicLayout>
        <LoadFailedPanel subject="request" error={error} retrying={isValidating} onRetry={() => void mutate()} />
      </PublicLayout>
    );
  }
  if (!request) {
    return (
      <PublicLayout>
        <RequestSheet eyebrow={t('update.eyebrow')} title={t('update.loadingTitle')}>
          <Skeleton lines={5} height={18} label={t('request.loading')} />
        </RequestSheet>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout
      note={t('request.note', { customer: request.enterprise_customer.name })}
    >
      <UpdateCredentialSheet
        key={request.id}
        request={request}
        completed={request.completed_at !== null || data?.status === 'completed'}
        onSubmit={submit}
      />
    </PublicLayout>
  );
}
