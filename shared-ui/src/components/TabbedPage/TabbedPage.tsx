import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card/Card';
import { FeatureUnavailable } from '../FeatureUnavailable/FeatureUnavailable';
import { PageHeader } from '../PageHeader/PageHeader';
import { Skeleton } from '../Skeleton/Skeleton';
import { Tabs } from '../Tabs/Tabs';

export interface TabbedPageTab<V extends string> {
  value: V;
  /** The tab's text, also the accessible name of its panel. */
  label: string;
}

export interface TabbedPageProps<V extends string> {
  title: string;
  description?: ReactNode;
  /** The accessible name of the tab list. */
  tabsLabel: string;
  tabs: TabbedPageTab<V>[];
  tab: V;
  onTabChange: (tab: V) => void;
  /** The selected tab's panel has the id `${panelIdPrefix}-${tab}`. */
  panelIdPrefix: string;
  /**
   * The customer lacks the page's feature: the heading stays readable while the tabs and a placeholder show blurred
   * behind the notice; the panel is not drawn, so nothing in it loads.
   */
  unavailable?: boolean;
  /** What the customer may see is not known yet: the panel holds a skeleton instead of the tab's content. */
  loading?: boolean;
  /** The accessible name of that skeleton, also shown while a tab's code loads. */
  loadingLabel: string;
  /** The selected tab's content. */
  children: ReactNode;
}

const TabBar = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

/** A page of tabs behind a feature: its heading, the tabs, and the selected tab's panel. */
export function TabbedPage<V extends string>({
  title,
  description,
  tabsLabel,
  tabs,
  tab,
  onTabChange,
  panelIdPrefix,
  unavailable = false,
  loading = false,
  loadingLabel,
  children,
}: TabbedPageProps<V>) {
  const header = <PageHeader title={title} description={description} />;
  const tabBar = (
    <TabBar>
      <Tabs<V> aria-label={tabsLabel} items={tabs} value={tab} onChange={onTabChange} panelIdPrefix={panelIdPrefix} />
    </TabBar>
  );
  const loadingCard = (
    <Card>
      <Skeleton lines={6} height={18} label={loadingLabel} />
    </Card>
  );

  // The heading stays outside the blurred part, which is hidden from assistive technology.
  if (unavailable) {
    return (
      <>
        {header}
        <FeatureUnavailable>
          {tabBar}
          <Card flush>
            <Padded>
              <Skeleton lines={8} height={18} label={title} />
            </Padded>
          </Card>
        </FeatureUnavailable>
      </>
    );
  }
  // While loading, the panel holds the skeleton, so the selected tab controls an element that is there.
  return (
    <>
      {header}
      {tabBar}
      <section role="tabpanel" id={`${panelIdPrefix}-${tab}`} aria-label={tabs.find(({ value }) => value === tab)?.label}>
        {loading ? loadingCard : <Suspense fallback={loadingCard}>{children}</Suspense>}
      </section>
    </>
  );
}
