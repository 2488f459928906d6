import { ApiError, fetchBulkCredentialUploadByFile } from 'shared-api';
import useSWR from 'swr';

/** The upload of a file (a bulk_credential_upload notification's link), with every row's outcome. */
export function useBulkUploadByFile(fileUrl: string | null) {
  return useSWR(fileUrl ? ['/credentials/bulk-uploads', fileUrl] : null, ([, url]) => fetchBulkCredentialUploadByFile(url), {
    revalidateOnFocus: false,
    // A link to another customer's file or to nothing stays not found: asking again will not change that.
    shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
