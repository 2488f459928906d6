import { render, screen } from '@testing-library/react';
import { useMe } from 'shared-api';
import { SWRConfig } from 'swr';
import { primeShellData } from '../shellData';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function UserName() {
  const me = useMe();
  return <p>{me.data ? me.data.user.full_name : 'loading'}</p>;
}

function addDataBlock(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = 'shell-data';
  element.textContent = text;
  document.head.append(element);
}

beforeEach(() => {
  fetchMock.mockReset();
  // The revalidation after the first render: never answered within a test, so what shows is the primed data.
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
  global.fetch = fetchMock as typeof fetch;
  document.getElementById('shell-data')?.remove();
});

const renderFresh = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UserName />
    </SWRConfig>,
  );

test("the page's data block is in the first render, and the block is taken out of the page", () => {
  addDataBlock(JSON.stringify({ '/users/me': { user: { id: 7, full_name: 'Dana Fraser' } } }));
  primeShellData();
  render(<UserName />);
  expect(screen.getByText('Dana Fraser')).toBeInTheDocument();
  expect(document.getElementById('shell-data')).toBeNull();
});

test('without a block, or with one that is not JSON, nothing is primed and the call is made as before', () => {
  addDataBlock('{not json');
  primeShellData();
  renderFresh();
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/json/users/me', expect.anything());
});

test('a block of another type is not read', () => {
  addDataBlock(JSON.stringify({ '/users/me': { user: { id: 7, full_name: 'Someone Else' } } }), 'text/plain');
  primeShellData();
  renderFresh();
  expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
  expect(document.getElementById('shell-data')).not.toBeNull();
});
