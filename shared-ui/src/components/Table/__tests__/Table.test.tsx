import { screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../../../testing/matchMedia';
import { renderUi } from '../../../testing/render';
import { theme } from '../../../theme/theme';
import { PhoneItemDetail, PhoneItemHeader } from '../PhoneItem';
import { Table, type TableColumn } from '../Table';

interface Row {
  id: number;
  name: string;
  expired: boolean;
}

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Worker' },
  { key: 'status', header: 'Status', align: 'right', render: (row) => (row.expired ? 'Expired' : 'Valid') },
];

const rows: Row[] = [
  { id: 1, name: 'Ada Lovelace', expired: false },
  { id: 2, name: 'Grace Hopper', expired: true },
];

describe('Table', () => {
  it('shows headers and a row per item, using render when given', () => {
    renderUi(<Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption="Workers" />);
    const table = screen.getByRole('table', { name: 'Workers' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Worker', 'Status']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[1]).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Grace Hopper', 'Expired']);
  });

  it('tints the rows the caller marks as danger', () => {
    renderUi(
      <Table
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        rowTone={(row) => (row.expired ? 'danger' : undefined)}
      />,
    );
    const [ok, expired] = screen.getAllByRole('row').slice(1);
    expect(within(expired).getAllByRole('cell')[0]).toHaveStyle({ background: theme.colors.dangerRow });
    expect(within(ok).getAllByRole('cell')[0]).not.toHaveStyle({ background: theme.colors.dangerRow });
  });

  it('says so when there is nothing to show', () => {
    renderUi(<Table columns={columns} rows={[]} getRowKey={(row) => row.id} emptyText="No workers yet" />);
    expect(screen.getByRole('cell', { name: 'No workers yet' })).toHaveAttribute('colspan', '2');
  });

  it('scrolls sideways inside its own keyboard-reachable wrapper, named apart from a card titled like the caption', () => {
    renderUi(<Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption="Workers" />);
    const scroller = screen.getByRole('region', { name: 'Workers table' });
    expect(scroller).toHaveStyle({ overflowX: 'auto' });
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('keeps every row to its line with oneLine: fixed column widths, text cut with an ellipsis instead of wrapping', () => {
    renderUi(<Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption="Workers" oneLine />);
    expect(screen.getByRole('table', { name: 'Workers' })).toHaveStyle({ tableLayout: 'fixed' });
    for (const cell of [...screen.getAllByRole('cell'), ...screen.getAllByRole('columnheader')]) {
      expect(cell).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    }
  });

  it('lets text wrap and columns size to their content without oneLine', () => {
    renderUi(<Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption="Workers" />);
    expect(screen.getByRole('table', { name: 'Workers' })).not.toHaveStyle({ tableLayout: 'fixed' });
    expect(screen.getAllByRole('cell')[0]).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  describe('on a phone', () => {
    beforeEach(() => {
      mockMatchMedia(true);
    });

    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
    });

    const renderPhoneItem = (row: Row) => (
      <>
        <PhoneItemHeader title={row.name} trailing={row.expired ? 'Expired' : null} />
        <PhoneItemDetail>{`Worker #${row.id}`}</PhoneItemDetail>
      </>
    );

    it('lists the rows through renderPhoneItem instead of the table, named by the caption', () => {
      renderUi(
        <Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption="Workers" renderPhoneItem={renderPhoneItem} />,
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const items = within(screen.getByRole('list', { name: 'Workers' })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Ada LovelaceWorker #1', 'Grace HopperExpiredWorker #2']);
    });

    it('says so when there is nothing to show', () => {
      renderUi(
        <Table
          columns={columns}
          rows={[]}
          getRowKey={(row) => row.id}
          caption="Workers"
          emptyText="No workers yet"
          renderPhoneItem={renderPhoneItem}
        />,
      );
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.getByText('No workers yet').tagName).toBe('P');
    });

    it('tints the items the caller marks as danger', () => {
      renderUi(
        <Table
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          rowTone={(row) => (row.expired ? 'danger' : undefined)}
          renderPhoneItem={renderPhoneItem}
        />,
      );
      const [ok, expired] = screen.getAllByRole('listitem');
      expect(expired).toHaveAttribute('data-tone', 'danger');
      expect(expired).toHaveStyle({ background: theme.colors.dangerRow });
      expect(ok).not.toHaveAttribute('data-tone');
      expect(ok).not.toHaveStyle({ background: theme.colors.dangerRow });
    });

    it('keeps the table when the caller gives no renderPhoneItem', () => {
      renderUi(<Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption="Workers" />);
      expect(screen.getByRole('table', { name: 'Workers' })).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });
  });
});
