import type { ReactNode } from 'react';
import { ApiError } from 'shared-api';
import { Skeleton } from 'shared-ui';
import { usePublicT } from '../i18n';
import { LoadFailedPanel } from './LoadFailedPanel';
import { MessagePanel } from './MessagePanel';
import { PublicLayout } from './PublicLayout';
import { RequestSheet } from './RequestSheet';

/** A request link that is unknown, malformed, withdrawn or used up: the server answers 404 or 410. */
export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

export interface RequestPageProps<Request extends { enterprise_customer: { name: string } }> {
  /** The request as loaded; undefined until it arrives (a failed reload keeps the last one). */
  request: Request | undefined;
  /** Why the last load failed, if it did. */
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** The sheet's eyebrow and title while the request loads. */
  eyebrow: string;
  loadingTitle: string;
  /** What the page says instead when the link is gone. */
  notFound: { title: string; description: string };
  /** The page once the request is here. */
  children: (request: Request) => ReactNode;
}

/**
 * A page a customer's request link opens (fulfil, update): the link is gone, the request could not be loaded
 * (Retry), it is loading, or it is here, with a footer naming the customer who sent the link.
 */
export function RequestPage<Request extends { enterprise_customer: { name: string } }>({
  request,
  error,
  retrying,
  onRetry,
  eyebrow,
  loadingTitle,
  notFound,
  children,
}: RequestPageProps<Request>) {
  const { t } = usePublicT();
  if (isLinkGone(error)) {
    return (
      <PublicLayout>
        <MessagePanel icon="warning" tone="warning" title={notFound.title} description={notFound.description} />
      </PublicLayout>
    );
  }
  if (error && !request) {
    return (
      <PublicLayout>
        <LoadFailedPanel subject="request" error={error} retrying={retrying} onRetry={onRetry} />
      </PublicLayout>
    );
  }
  if (!request) {
    return (
      <PublicLayout>
        <RequestSheet eyebrow={eyebrow} title={loadingTitle}>
          <Skeleton lines={5} height={18} label={t('request.loading')} />
        </RequestSheet>
      </PublicLayout>
    );
  }
  return <PublicLayout note={t('request.note', { customer: request.enterprise_customer.name })}>{children(request)}</PublicLayout>;
}
