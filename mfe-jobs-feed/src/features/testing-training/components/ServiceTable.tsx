import type { TrainingProviderService } from 'shared-api';
import { PhoneItemHeader, Table, useFormat, type TableColumn } from 'shared-ui';
import { useJobsFeedT } from '../../../i18n';

export interface ServiceTableProps {
  services: TrainingProviderService[];
}

/** A provider's services and their prices in dollars; a service without a price leaves the cell blank (§3). */
export function ServiceTable({ services }: ServiceTableProps) {
  const { t } = useJobsFeedT();
  const format = useFormat();
  const price = (service: TrainingProviderService) => (service.price === null ? '' : format.currency(service.price));
  const columns: TableColumn<TrainingProviderService>[] = [
    { key: 'name', header: t('training.services.service'), render: (service) => service.name },
    { key: 'price', header: t('training.services.price'), align: 'right', render: price },
  ];
  return (
    <Table
      caption={t('training.services.caption')}
      columns={columns}
      rows={services}
      getRowKey={(service) => service.id}
      emptyText={t('training.services.empty')}
      renderPhoneItem={(service) => <PhoneItemHeader title={service.name} trailing={price(service)} />}
    />
  );
}
