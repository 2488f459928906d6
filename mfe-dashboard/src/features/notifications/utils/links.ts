import type { NotificationItem } from 'shared-api';

export type NotificationLink =
  | { kind: 'document'; href: string }
  | { kind: 'bulkUpload'; href: string };

/**
 * The link a card carries (spec part 2 §2): the fulfilled document, or the bulk upload's details window. The
 * details page belongs to the credentials remote, so it is reached by URL, never imported.
 */
export function notificationLink(notification: NotificationItem): NotificationLink | null {
  // An update request fulfilled carries its new document the same way.
  if (notification.notification_type === 'credential_request_fulfilled' || notification.notification_type === 'user_credential_request_fulfilled') {
    const href = notification.metadata.fulfilment_details?.user_credential?.s3_url;
    return href ? { kind: 'document', href } : null;
  }
  if (notification.notification_type === 'bulk_credential_upload') {
    const fileUrl = notification.metadata.uploads_s3_url;
    return fileUrl ? { kind: 'bulkUpload', href: `/credentials/credential-bulk-uploads?${new URLSearchParams({ file_url: fileUrl })}` } : null;
  }
  return null;
}
