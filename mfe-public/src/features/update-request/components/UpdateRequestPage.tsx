import { useParams } from 'react-router-dom';
import {
  ApiError,
  updateCredentialByRequest,
  usePublicUpdateRequest,
  type UpdateCredentialInput,
  type UploadProgress,
} from 'shared-api';
import { Skeleton } from 'shared-ui';
import { LoadFailedPanel } from '../../../components/LoadFailedPanel';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { UpdateCredentialSheet } from './UpdateCredentialSheet';
import { REQUEST_FULFILLED_TITLE, UpdateRequestFulfilled } from './UpdateRequestFulfilled';

/** /user-credential-requests/:token — a worker sends a newer document for a credential on file; no sign-in. */
export default function UpdateRequestPage() {
  const { token = '' } = useParams();
  const { data, error, isValidating, mutate } = usePublicUpdateRequest(token || null);
  const request = data?.update_request ?? null;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 410);
  const fulfilled = data !== undefined && request === null;

  useDocumentTitle(
    notFound
      ? 'Link no longer valid'
      : fulfilled
        ? REQUEST_FULFILLED_TITLE
        : request
          ? `Update ${request.user_credential.name}`
          : 'Loading',
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
          title="This link is no longer valid"
          description="The request may have been withdrawn, or the link was not copied in full. Ask the person who sent it to you for a new link."
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
  if (!data) {
    return (
      <PublicLayout>
        <RequestSheet eyebrow="Credential update request" title="Loading">
          <Skeleton lines={5} height={18} label="Loading the request" />
        </RequestSheet>
      </PublicLayout>
    );
  }
  if (!request) {
    return (
      <PublicLayout>
        <UpdateRequestFulfilled message={data.message} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout
      note={`${request.enterprise_customer.name} sent you this link through Trades Portal. Please do not forward it.`}
    >
      <UpdateCredentialSheet
        key={request.id}
        request={request}
        completed={request.completed_at !== null || data.status === 'completed'}
        onSubmit={submit}
      />
    </PublicLayout>
  );
}
