import { useParams } from 'react-router-dom';
import {
  updateCredentialByRequest,
  usePublicUpdateRequest,
  type UpdateCredentialInput,
  type UploadProgress,
} from 'shared-api';
import { useDocumentTitle } from 'shared-ui';
import { isLinkGone, RequestPage } from '../../../components/RequestPage';
import { UpdateCredentialSheet } from './UpdateCredentialSheet';
import { usePublicT } from '../../../i18n';

/** /user-credential-requests/:token — a worker sends a newer document for a credential on file; no sign-in. */
export default function UpdateRequestPage() {
  const { token = '' } = useParams();
  const { t } = usePublicT();
  const { data, error, isValidating, mutate } = usePublicUpdateRequest(token || null);
  const request = data?.update_request;
  // An unknown, malformed or withdrawn token: the server answers 404 with why the link is not valid.
  const notFound = isLinkGone(error);

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

  return (
    <RequestPage
      request={request}
      error={error}
      retrying={isValidating}
      onRetry={() => void mutate()}
      eyebrow={t('update.eyebrow')}
      loadingTitle={t('update.loadingTitle')}
      notFound={{ title: t('update.invalid'), description: t('update.invalidHint') }}
    >
      {(request) => (
        <UpdateCredentialSheet
          key={request.id}
          request={request}
          completed={request.completed_at !== null || data?.status === 'completed'}
          onSubmit={submit}
        />
      )}
    </RequestPage>
  );
}
