import { PageHeader, useDocumentTitle } from 'shared-ui';
import { useSettingsT } from '../../../i18n';
import { GuideLinks } from './GuideLinks';

/** /user-guides: the guides for general contractors, subcontractors and recruiters. */
export default function UserGuidesPage() {
  const { t } = useSettingsT();
  useDocumentTitle(t('userGuides.title'));
  return (
    <>
      <PageHeader title={t('userGuides.title')} description={t('userGuides.description')} />
      <GuideLinks />
    </>
  );
}
