import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  ApiError,
  fulfilCredentialRequest,
  usePublicCredentialRequest,
  type FulfilCredentialInput,
  type UploadProgress,
} from 'shared-api';
import { useDocumentTitle } from 'shared-ui';
import { isLinkGone, RequestPage } from '../../../components/RequestPage';
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
  const notFound = isLinkGone(error);
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

  return (
    <RequestPage
      request={request}
      error={error}
      retrying={isValidating}
      onRetry={() => void mutate()}
      eyebrow={t('fulfil.eyebrow')}
      loadingTitle={t('fulfil.loadingTitle')}
      notFound={{ title: t('fulfil.notFoundTitle'), description: t('fulfil.notFound') }}
    >
      {(request) =>
        fulfilled ? (
          <CredentialRequestFulfilled customerName={request.enterprise_customer.name} />
        ) : (
          <FulfilRequestSheet request={request} onSubmit={submit} />
        )
      }
    </RequestPage>
  );
}
