import { CREW_LIMIT_WITHOUT_FEATURE } from 'shared-api';
import { Button, Modal } from 'shared-ui';
import { useCrewsT } from '../../../i18n';


/** Shown instead of the create form when the customer has no crews feature and already holds 3 crews. */
export function CrewLimitModal({ limit = CREW_LIMIT_WITHOUT_FEATURE, onClose }: { limit?: number; onClose: () => void }) {
  const { t } = useCrewsT();
  return (
    <Modal
      open
      size="sm"
      title={t('list.limit.title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p>{t('list.limit.body', { count: limit })}</p>
      <p>{t('list.limit.contact')}</p>
    </Modal>
  );
}
