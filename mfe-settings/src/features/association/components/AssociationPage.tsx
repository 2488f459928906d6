import { useAssociation } from 'shared-api';
import { EmptyState, PageHeader, RetryAlert, Skeleton, useDocumentTitle } from 'shared-ui';
import { useSettingsT } from '../../../i18n';
import { AssociationDetails } from './AssociationDetails';

/** /association: the local construction association the customer belongs to. */
export default function AssociationPage() {
  const { t } = useSettingsT();
  const association = useAssociation();
  const found = association.data?.association;
  useDocumentTitle(found ? found.name : t('association.title'));
  return (
    <>
      <PageHeader title={found ? found.name : t('association.title')} description={t('association.description')} />
      {association.error && !association.data ? (
        <RetryAlert onRetry={() => void association.mutate()}>{t('association.loadFailed')}</RetryAlert>
      ) : !association.data ? (
        <Skeleton lines={6} height={18} label={t('association.loading')} />
      ) : found ? (
        <AssociationDetails association={found} />
      ) : (
        <EmptyState icon="info" title={t('association.noneTitle')} description={t('association.noneText')} />
      )}
    </>
  );
}
