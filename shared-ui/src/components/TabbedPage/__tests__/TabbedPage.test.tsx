import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState, type ComponentType } from 'react';
import { renderUi } from '../../../testing/render';
import { FEATURE_UNAVAILABLE_TEXT } from '../../FeatureUnavailable/FeatureUnavailable';
import { TabbedPage, type TabbedPageProps } from '../TabbedPage';

type Tab = 'jobs' | 'integration';

const tabs = [
  { value: 'jobs' as const, label: 'Jobs' },
  { value: 'integration' as const, label: 'Integration' },
];

function Page({ children, ...props }: Partial<TabbedPageProps<Tab>>) {
  const [tab, setTab] = useState<Tab>('jobs');
  return (
    <TabbedPage<Tab>
      title="Jobs Feed"
      description="The jobs your careers page lists."
      tabsLabel="Jobs feed menu"
      tabs={tabs}
      tab={tab}
      onTabChange={setTab}
      panelIdPrefix="jobs-feed-menu"
      loadingLabel="Loading"
      {...props}
    >
      {children ?? <p>{tab === 'jobs' ? 'The jobs' : 'The integration'}</p>}
    </TabbedPage>
  );
}

describe('TabbedPage', () => {
  it('draws the heading, the tabs and the selected tab in a panel the tab controls', async () => {
    renderUi(<Page />);
    expect(screen.getByRole('heading', { name: 'Jobs Feed' })).toBeInTheDocument();
    expect(screen.getByText('The jobs your careers page lists.')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Jobs' });
    expect(panel).toHaveAttribute('id', 'jobs-feed-menu-jobs');
    expect(panel).toHaveTextContent('The jobs');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-controls', 'jobs-feed-menu-jobs');

    await userEvent.click(screen.getByRole('tab', { name: 'Integration' }));
    expect(screen.getByRole('tabpanel', { name: 'Integration' })).toHaveTextContent('The integration');
    expect(screen.getByRole('tablist', { name: 'Jobs feed menu' })).toBeInTheDocument();
  });

  it('draws a skeleton, not the tab, while what the customer may see is not known', () => {
    renderUi(<Page loading />);
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-controls', 'jobs-feed-menu-jobs');
    const panel = screen.getByRole('tabpanel', { name: 'Jobs' });
    expect(panel).toHaveAttribute('id', 'jobs-feed-menu-jobs');
    expect(panel).toContainElement(screen.getByRole('status', { name: 'Loading' }));
    expect(screen.queryByText('The jobs')).not.toBeInTheDocument();
  });

  it('covers the tabs with the notice when the feature is missing, and draws no panel', () => {
    renderUi(<Page unavailable />);
    expect(screen.getByRole('heading', { name: 'Jobs Feed' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(FEATURE_UNAVAILABLE_TEXT);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.queryByText('The jobs')).not.toBeInTheDocument();
  });

  it('shows the loading card while a tab’s code loads', async () => {
    let load: (module: { default: ComponentType }) => void = () => {};
    const LazyTab = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    renderUi(
      <Page>
        <LazyTab />
      </Page>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Jobs' })).toContainElement(screen.getByRole('status', { name: 'Loading' }));
    load({ default: () => <p>Loaded tab</p> });
    expect(await screen.findByText('Loaded tab')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
