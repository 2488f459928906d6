import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, mockApi, renderFromFirstData, renderRoute, requestedUrls } from 'shared-ui/testing';
import { card, notificationCards, notificationsPage } from '../../fixtures';
import manifest from '../../../../manifest';
import NotificationsPage from '../NotificationsPage';

const secondPage = [card(21, 'worker_archived', 'Older: Eli Gagnon was archived.'), card(22, 'worker_restored', 'Older: Eli Gagnon was restored.')];
const archived = [card(3, 'worker_archived', 'Bram Okafor was archived.')];

function setup() {
  let unread = 2;
  return mockApi({
    'GET /notifications': (call) => {
      const type = call.query.get('notification_type') ?? '';
      const page = Number(call.query.get('page'));
      if (type === 'worker_archived') return { body: notificationsPage(archived, 1, 1, 1, unread) };
      return { body: page === 1 ? notificationsPage(notificationCards, 1, 2, 7, unread) : notificationsPage(secondPage, 2, 2, 7, unread) };
    },
    'GET /notifications/unread-count': () => ({ body: { unread_count: unread } }),
    'PUT /notifications/1/read': () => ({ body: { message: 'Marked as read.', unread_count: (unread = 1) } }),
    'PUT /notifications/2/read': () => ({ body: { message: 'Marked as read.', unread_count: (unread = 0) } }),
    'PUT /notifications/read-all': () => ({ body: { message: 'All notifications are marked as read.', unread_count: (unread = 0) } }),
  });
}

const renderPage = () => renderRoute(<NotificationsPage />, { path: '/notifications', url: '/notifications' });
const cards = () => within(screen.getByRole('list', { name: /^Notifications,/ })).getAllByRole('article');

describe('NotificationsPage', () => {
  it('shows each card with its title, message and time, and the links of fulfilled requests and bulk uploads', async () => {
    setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: /Credential Request Fulfilled/ })).toBeInTheDocument();
    expect(screen.getByText('Ada Fraser sent their Working at Heights.')).toBeInTheDocument();
    expect(screen.getByText('1 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View the document/ })).toHaveAttribute('href', '/json/files/12');
    expect(screen.getByRole('link', { name: /View the upload details/ })).toHaveAttribute(
      'href',
      '/credentials/credential-bulk-uploads?file_url=%2Fjson%2Fcredentials%2Fbulk-uploads%2F31%2Ffile',
    );
    expect(screen.getAllByText('New')).toHaveLength(2);
  });

  it("asks on its first render for what its manifest's firstData declares for /notifications, under the key its hook reads", async () => {
    const declared = manifest.firstData['/notifications'];
    setup();
    const first = renderPage();
    await screen.findByText('Ada Fraser sent their Working at Heights.');
    expect(requestedUrls()).toEqual(expect.arrayContaining(declared.map(({ url }) => url)));
    first.unmount();

    await renderFromFirstData(<NotificationsPage />, { path: '/notifications', url: '/notifications' }, declared);
    expect(screen.getByText('Ada Fraser sent their Working at Heights.')).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
  });

  it('appends the next page on Load More, and stops offering it after the last page', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Ada Fraser sent their Working at Heights.');
    expect(cards()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Older: Eli Gagnon was archived.')).toBeInTheDocument();
    expect(cards()).toHaveLength(7);
    // Appended, not replaced: the first page is still there.
    expect(screen.getByText('Ada Fraser sent their Working at Heights.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/notifications').map((call) => call.query.get('page'))).toContain('2');
  });

  it('filters by type among the nine worker-related types', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Ada Fraser sent their Working at Heights.');
    const filter = screen.getByRole('combobox', { name: 'Notification type' });
    // All types, then the nine.
    expect(within(filter).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(filter, 'Worker archived');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('Bram Okafor was archived.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/notifications').at(-1)?.query.get('notification_type')).toBe('worker_archived');
    expect(currentLocation.search).toBe('?notification_type=worker_archived');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('starts from the type in the URL', async () => {
    const api = setup();
    renderRoute(<NotificationsPage />, { path: '/notifications', url: '/notifications?notification_type=worker_archived' });
    expect(await screen.findByText('Bram Okafor was archived.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Notification type' })).toHaveValue('worker_archived');
    expect(api.callsTo('GET', '/notifications').every((call) => call.query.get('notification_type') === 'worker_archived')).toBe(true);
  });

  it('marks the unread cards it shows as seen, and Mark all as read clears the count', async () => {
    const api = setup();
    renderPage();
    await screen.findByText('Ada Fraser sent their Working at Heights.');
    await waitFor(() => expect(api.callsTo('PUT', '/notifications/2/read')).toHaveLength(1));
    expect(api.callsTo('PUT', '/notifications/1/read')).toHaveLength(1);
    // Read cards are not marked again.
    expect(api.callsTo('PUT', '/notifications/3/read')).toHaveLength(0);
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
  });

  it('Mark all as read asks the server and drops the unread look', async () => {
    mockApi({
      'GET /notifications': { body: notificationsPage(notificationCards, 1, 1, 5, 2) },
      'GET /notifications/unread-count': { body: { unread_count: 2 } },
      'PUT /notifications/1/read': { status: 500, body: { message: 'Down' } },
      'PUT /notifications/2/read': { status: 500, body: { message: 'Down' } },
      'PUT /notifications/read-all': { body: { message: 'All notifications are marked as read.', unread_count: 0 } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
    expect(screen.getByText('0 unread')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });
});
