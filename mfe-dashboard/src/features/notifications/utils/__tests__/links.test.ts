import type { NotificationItem } from 'shared-api';
import { notificationLink } from '../links';

const base: NotificationItem = {
  id: 1,
  notification_type: 'worker_archived',
  notification_card_title: { title: 'Worker archived', color: '#b91c1c' },
  message: 'Ada Fraser was archived.',
  created_at: '2026-11-25T10:00:00.000Z',
  created_at_diff_for_humans: '2 hours ago',
  metadata: {},
};

describe('notificationLink', () => {
  it('links a fulfilled request to its document', () => {
    const link = notificationLink({
      ...base,
      notification_type: 'credential_request_fulfilled',
      metadata: { fulfilment_details: { user_credential: { s3_url: '/json/files/12' } } },
    });
    expect(link).toEqual({ kind: 'document', href: '/json/files/12' });
    const updated = notificationLink({
      ...base,
      notification_type: 'user_credential_request_fulfilled',
      metadata: { fulfilment_details: { user_credential: { s3_url: '/json/files/13' } } },
    });
    expect(updated).toEqual({ kind: 'document', href: '/json/files/13' });
  });

  it('opens a bulk upload in the credentials remote by URL, with the file location encoded', () => {
    const link = notificationLink({
      ...base,
      notification_type: 'bulk_credential_upload',
      metadata: { uploads_s3_url: '/json/credentials/bulk-uploads/31/file' },
    });
    expect(link).toEqual({
      kind: 'bulkUpload',
      href: '/credentials/credential-bulk-uploads?file_url=%2Fjson%2Fcredentials%2Fbulk-uploads%2F31%2Ffile',
    });
  });

  it('gives no link to other types, nor to a fulfilled request without a file', () => {
    expect(notificationLink(base)).toBeNull();
    expect(notificationLink({ ...base, notification_type: 'credential_request_fulfilled' })).toBeNull();
  });
});
