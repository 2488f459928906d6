import { render, screen, waitFor } from '@testing-library/react';
import { useEnterpriseCustomer, useMe, useUnreadNotificationCount, useWorkersSummary } from 'shared-api';
import { mutate, SWRConfig } from 'swr';
import { PAGE_DATA_FRESH_MS, primedDataMiddleware, primePageData } from '../pageData';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function UserName() {
  const me = useMe();
  return <p>{me.data ? me.data.user.full_name : 'loading'}</p>;
}

function CustomerName() {
  const customer = useEnterpriseCustomer();
  return <p>{customer.data ? customer.data.enterprise_customer.name : 'loading customer'}</p>;
}

function UnreadCount() {
  const count = useUnreadNotificationCount();
  return <p>{count.data ? `${count.data.unread_count} unread` : 'counting unread'}</p>;
}

function WorkersTotal() {
  const summary = useWorkersSummary();
  return <p>{summary.data ? `${summary.data.workers_count} workers` : 'counting'}</p>;
}

function addDataBlock(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = 'page-data';
  element.textContent = text;
  document.head.append(element);
}

beforeEach(async () => {
  // Each test starts from an empty cache, so what one primes cannot show in another.
  await mutate(() => true, undefined, { revalidate: false });
  fetchMock.mockReset();
  // The revalidation after the first render: never answered within a test, so what shows is the primed data.
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
  global.fetch = fetchMock as typeof fetch;
  document.getElementById('page-data')?.remove();
});

const renderBoth = () =>
  render(
    <>
      <UserName />
      <WorkersTotal />
    </>,
  );

test("the page's data block is in the first render, under string and array keys alike, and the block is taken out of the page", () => {
  addDataBlock(
    JSON.stringify([
      ['/users/me', { user: { id: 7, full_name: 'Dana Fraser' } }],
      [['/summaries/workers', 10], { workers_count: 42, workers: [] }],
    ]),
  );
  primePageData();
  renderBoth();
  expect(screen.getByText('Dana Fraser')).toBeInTheDocument();
  expect(screen.getByText('42 workers')).toBeInTheDocument();
  expect(document.getElementById('page-data')).toBeNull();
});

test('a pair whose answer is not an object, or that is not a pair, is passed over', () => {
  addDataBlock(JSON.stringify([['/users/me', 'Dana'], [['/summaries/workers', 10], 'text'], ['/users/me']]));
  primePageData();
  renderBoth();
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(screen.getByText('counting')).toBeInTheDocument();
});

test('without a block, or with one that is not JSON, nothing is primed and the call is made as before', () => {
  addDataBlock('{not json');
  primePageData();
  // A cache of its own, so no request left pending by another test stands in for this one's.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UserName />
    </SWRConfig>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/json/users/me', expect.anything());
});

test('a block of another type is not read', () => {
  addDataBlock(JSON.stringify([['/users/me', { user: { id: 7, full_name: 'Someone Else' } }]]), 'text/plain');
  primePageData();
  renderBoth();
  expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
  expect(document.getElementById('page-data')).not.toBeNull();
});

test("the first render's hooks take a primed answer as it is; a later mount, or one after PAGE_DATA_FRESH_MS, asks again", async () => {
  // A key no other test asks for: a request another test left unanswered would be deduplicated with this one's.
  addDataBlock(JSON.stringify([['/enterprise-customer', { enterprise_customer: { id: 3, name: 'Fraser Electric' } }]]));
  primePageData();
  const withMiddleware = () => (
    <SWRConfig value={{ use: [primedDataMiddleware] }}>
      <CustomerName />
      <CustomerName />
    </SWRConfig>
  );
  const first = render(withMiddleware());
  expect(screen.getAllByText('Fraser Electric')).toHaveLength(2);
  // SWR revalidates a cached answer on mount in the next animation frame: give it several.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(fetchMock).not.toHaveBeenCalled();
  first.unmount();

  // The page opened again (within the window): it asks, as for any cached answer.
  render(withMiddleware());
  expect(screen.getAllByText('Fraser Electric')).toHaveLength(2);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/json/enterprise-customer', expect.anything()));
});

test('a primed answer first read after PAGE_DATA_FRESH_MS is asked for again', async () => {
  addDataBlock(JSON.stringify([['/notifications/unread-count', { unread_count: 4 }]]));
  primePageData();
  // The clock moved on past the window (still running: jsdom's animation frames follow it).
  const realNow = Date.now.bind(Date);
  const now = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + PAGE_DATA_FRESH_MS + 1);
  render(
    <SWRConfig value={{ use: [primedDataMiddleware] }}>
      <UnreadCount />
    </SWRConfig>,
  );
  expect(screen.getByText('4 unread')).toBeInTheDocument();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/json/notifications/unread-count', expect.anything()));
  now.mockRestore();
});
