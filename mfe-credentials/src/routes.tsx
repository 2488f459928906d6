import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
// The area's landing pages are part of this remote's first chunk, which the portal's HTML preloads: they render
// without another round trip.
import CredentialsPage from './features/credentials-page/components/CredentialsPage';

// The other pages load when first opened.
const AddCredentialsTab = lazy(() => import('./features/bulk-upload/components/AddCredentialsTab'));
const CredentialIssuersTab = lazy(() => import('./features/issuers/components/CredentialIssuersTab'));
const BulkUploadDetailsPage = lazy(() => import('./features/bulk-upload/components/BulkUploadDetailsPage'));

/**
 * Paths are relative to the portal's root; the shell renders them with useRoutes. The page owns the tab bar
 * and two of its tabs; the bulk upload and issuer tabs belong to their own features and meet the page only here.
 */
const routes: RouteObject[] = [
  { path: 'credentials', element: <CredentialsPage AddCredentials={AddCredentialsTab} CredentialIssuers={CredentialIssuersTab} /> },
  // Opened in a new window from a bulk_credential_upload notification, with ?file_url=...
  { path: 'credentials/credential-bulk-uploads', element: <BulkUploadDetailsPage /> },
];

export default routes;
