import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  ApiError,
  fulfilCredentialRequest,
  usePublicCredentialRequest,
  type FulfilCredentialInput,
  type UploadProgress,
} from 'shared-api';
import { Skeleton, useDocumentTitle } from 'shared-ui';
import { LoadFailedPanel } from '../../../components/LoadFailedPanel';
import { MessagePanel } from '../../../components/MessagePanel';
import { PublicLayout } from '../../../components/PublicLayout';
import { RequestSheet } from '../../../components/RequestSheet';
import { usePublicT } from '../../../i18n';
import { CredentialRequestFulfilled } from './CredentialRequestFulfilled';
import { FulfilRequestSheet } from './FulfilRequestSheet';

/** /credential-requests/:token — a worker sends the credential a customer asked for; no sign-in. */
export default function FulfilRequestPage() {
  const { token = '' } = useParams();
  const { t } = usePublicT();
  const { data, error, isValidating, mutate } = usePublicCredentialRequest(token || null);
  // Set only by an accepted submit: what the server said, never assumed.
  const [submitted, setSubmitted] = useState(false);
  const request = data?.credential_request;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 410);
  const fulfilled = submitted || Boolean(request?.completed_at);

  useDocumentTitle(
    notFound
      ? t('fulfil.notFoundTitle')
      : fulfilled
        ? t('fulfil.fulfilledTitle')
        : request
          ? request.metadata.prompt.title
          : t('fulfil.loadingTitle'),
  );

  async function submit(input: FulfilCredentialInput, onProgress: (progress: UploadProgress) => void) {
    try {
      const result = await fulfilCredentialRequest(token, input, { onUploadProgress: onProgress });
      await mutate(result, { revalidate: false });
      setSubmitted(true);
    } catch (error) {
      // Fulfilled meanwhile (another tab, a double submit): the reload shows the fulfilled card.
      if (error instanceof ApiError && error.status === 409) void mutate();
      throw error;
    }
  }

  if (notFound) {
    return (
      <PublicLayout>
        <MessagePanel icon="warning" tone="warning" title={t('fulfil.notFoundTitle')} description={t('fulfil.notFound')} />
      </PublicLayout>
    );
  }
  if (error && !request) {
    return (
      <PublicLayout>
        <LoadFailedPanel subject="request" error={error} retrying={isValidating} onRetry={() => void mutate()} />
      </PublicLayout>
    );
  }
  if (!request) {
    return (
      <PublicLayout>
        <RequestSheet eyebrow={t('fulfil.eyebrow')} title={t('fulfil.loadingTitle')}>
          <Skeleton lines={5} height={18} label={t('request.loading')} />
        </RequestSheet>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout
      note={t('request.note', { customer: request.enterprise_customer.name })}
    >
      {fulfilled ? (
        <CredentialRequestFulfilled customerName={request.enterprise_customer.name} />
      ) : (
        <FulfilRequestSheet request={request} onSubmit={submit} />
      )}
    </PublicLayout>
  );
}
