import { useState } from 'react';
import type { TrainingProvider } from 'shared-api';
import { SidePanel, SidePanelContent, Tabs } from 'shared-ui';
import { useJobsFeedT } from '../../../i18n';
import { LocationsTab } from './LocationsTab';
import { ProviderDetails } from './ProviderDetails';
import { ServicesTab } from './ServicesTab';

type PanelTab = 'details' | 'services' | 'locations';

const PANEL_ID_PREFIX = 'training-provider-tab';

export interface ProviderPanelProps {
  provider: TrainingProvider;
  onClose: () => void;
}

/** View All Services & Pricing: the provider's details, services (the default tab) and locations. */
export function ProviderPanel({ provider, onClose }: ProviderPanelProps) {
  const { t } = useJobsFeedT();
  const [tab, setTab] = useState<PanelTab>('services');
  const items = [
    { value: 'details' as const, label: t('training.panel.details') },
    { value: 'services' as const, label: t('training.panel.services') },
    { value: 'locations' as const, label: t('training.panel.locations') },
  ];
  return (
    <SidePanel modal title={provider.name} onClose={onClose} closeLabel={t('common.close')}>
      <SidePanelContent>
        <Tabs<PanelTab> aria-label={t('training.panel.tabsLabel')} items={items} value={tab} onChange={setTab} panelIdPrefix={PANEL_ID_PREFIX} />
        <section role="tabpanel" id={`${PANEL_ID_PREFIX}-${tab}`} aria-label={items.find(({ value }) => value === tab)?.label}>
          {tab === 'details' ? <ProviderDetails html={provider.description} /> : null}
          {tab === 'services' ? <ServicesTab providerId={provider.id} /> : null}
          {tab === 'locations' ? <LocationsTab providerId={provider.id} /> : null}
        </section>
      </SidePanelContent>
    </SidePanel>
  );
}
