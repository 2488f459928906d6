import { useState } from 'react';
import {
  ApiError,
  useCrewsSummary,
  useEnterpriseCustomer,
  useMe,
  useNotificationsSummary,
  useWorkerTagsSummary,
  useWorkersSummary,
} from 'shared-api';
import { useDocumentTitle } from 'shared-ui';
import { useDashboardT } from '../../../i18n';
import { useExpiringCredentials, useExpiringTotals, type ExpiringView } from '../api/useExpiringCredentials';
import { greeting } from '../utils/greeting';
import { DashboardView } from './DashboardView';

/** The route's page: reads the summaries through shared-api and hands them to the presentational view. */
export default function DashboardPage() {
  // The greeting is built at render time in the page's language, so a switch re-renders it.
  const { t, locale } = useDashboardT();
  useDocumentTitle(t('documentTitle'));
  const me = useMe();
  const workers = useWorkersSummary();
  const crews = useCrewsSummary();
  const tags = useWorkerTagsSummary();
  const notifications = useNotificationsSummary();
  const [credentialsView, setCredentialsView] = useState<ExpiringView>('expiring');
  // The credentials list is gated by the customer's feature: without it, the card says so and nothing is asked.
  const customer = useEnterpriseCustomer();
  const features = customer.data?.enterprise_customer.features;
  const lacksCredentials = features ? !features.some(({ label }) => label === 'credentials') : false;
  // If the customer could not be read, ask anyway: the server's 403 still shows the notice.
  const askCredentials = customer.error ? true : features !== undefined && !lacksCredentials;
  const credentials = useExpiringCredentials(credentialsView, askCredentials);
  const credentialsTotals = useExpiringTotals(askCredentials);

  return (
    <DashboardView
      greeting={greeting(new Date(), me.data?.user.first_name, locale)}
      workers={{ data: workers.data, error: workers.error, onRetry: () => workers.mutate() }}
      credentialsView={credentialsView}
      onCredentialsViewChange={setCredentialsView}
      credentials={{ data: credentials.credentials, error: credentials.error, onRetry: () => credentials.mutate() }}
      credentialsTotals={credentialsTotals}
      credentialsUnavailable={lacksCredentials || (credentials.error instanceof ApiError && credentials.error.status === 403)}
      crews={{ data: crews.data, error: crews.error, onRetry: () => crews.mutate() }}
      tags={{ data: tags.data?.tags, error: tags.error, onRetry: () => tags.mutate() }}
      notifications={{
        data: notifications.data?.notifications,
        error: notifications.error,
        onRetry: () => notifications.mutate(),
      }}
    />
  );
}
