import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { Sidebar, type NavItem } from '../Sidebar';

const items: NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', end: true },
  {
    key: 'workers',
    label: 'Workers',
    to: '/workers',
    icon: 'workers',
    children: [{ key: 'time-logs', label: 'Time Logs', to: '/workers/time-logs', icon: 'clock' }],
  },
  { key: 'access', label: 'Access', to: 'https://access.example.com', icon: 'external', external: true },
];

const pinnedItems: NavItem[] = [
  { key: 'guides', label: 'User Guides', to: '/user-guides', icon: 'guide' },
  { key: 'settings', label: 'Settings', to: '/settings', icon: 'settings' },
];

function renderSidebar(route: string) {
  return renderUi(
    <Sidebar brand="Trades Portal" items={items} pinnedItems={pinnedItems} footer={<span>Signed in as Sam</span>} />,
    { route },
  );
}

describe('Sidebar', () => {
  it('shows the brand, every item it is given, and the footer', () => {
    renderSidebar('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'Workers', 'Time Logs', 'Access', 'User Guides', 'Settings']) {
      expect(within(nav).getByRole('link', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(screen.getByText('Trades Portal')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Sam')).toBeInTheDocument();
  });

  it('highlights the current page, and Dashboard only on /', () => {
    renderSidebar('/workers/time-logs');
    expect(screen.getByRole('link', { name: 'Time Logs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Workers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('nests children under their parent', () => {
    renderSidebar('/');
    const workers = screen.getByRole('link', { name: 'Workers' }).closest('li') as HTMLElement;
    expect(within(workers).getByRole('link', { name: 'Time Logs' })).toHaveAttribute('href', '/workers/time-logs');
  });

  it('opens external links in a new, isolated tab and says so', () => {
    renderSidebar('/');
    const link = screen.getByRole('link', { name: 'Access (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://access.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts pinned items in a separate list after the main ones', () => {
    renderSidebar('/');
    const lists = within(screen.getByRole('navigation')).getAllByRole('list');
    const pinned = lists[lists.length - 1];
    expect(within(pinned).getAllByRole('link').map((link) => link.textContent)).toEqual(['User Guides', 'Settings']);
  });

  it('shows a count badge on an item, read out with its label, and none for 0', () => {
    renderUi(
      <Sidebar
        brand="Trades Portal"
        items={[
          { key: 'notifications', label: 'Notifications', to: '/notifications', icon: 'bell', badge: 3 },
          { key: 'crews', label: 'Crews', to: '/crews', icon: 'crews', badge: 0 },
          { key: 'admins', label: 'Admins', to: '/users', icon: 'admins', badge: 250 },
        ]}
        pinnedItems={[]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Notifications (3 unread)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crews' }).textContent).toBe('Crews');
    // A long count is shortened on screen, never for a screen reader.
    const admins = screen.getByRole('link', { name: 'Admins (250 unread)' });
    expect(within(admins).getByText('99+')).toBeInTheDocument();
  });

  it('navigates on click', async () => {
    renderSidebar('/');
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
