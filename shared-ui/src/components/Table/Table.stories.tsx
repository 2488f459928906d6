import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { TruncatedText } from '../TruncatedText/TruncatedText';
import { PhoneItemActions, PhoneItemDetail, PhoneItemHeader } from './PhoneItem';
import { Table, type TableColumn } from './Table';

interface ExpiringRow {
  id: number;
  worker: string;
  credential: string;
  expiry: string;
  expired: boolean;
}

const rows: ExpiringRow[] = [
  { id: 1, worker: 'Liam O’Connor', credential: 'Working at Heights Certificate', expiry: 'in 12 days', expired: false },
  { id: 2, worker: 'Priya Natarajan', credential: 'First Aid', expiry: '3 days ago', expired: true },
  { id: 3, worker: 'Mateo García', credential: 'Forklift Licence (LF)', expiry: 'in 45 days', expired: false },
  { id: 4, worker: 'Grace Kim', credential: 'Confined Space Entry and Gas Testing', expiry: '2 months ago', expired: true },
];

const columns: TableColumn<ExpiringRow>[] = [
  { key: 'worker', header: 'Worker' },
  { key: 'credential', header: 'Credential', render: (row) => <TruncatedText text={row.credential} max={25} /> },
  { key: 'expiry', header: 'Expiry' },
  {
    key: 'status',
    header: '',
    align: 'right',
    render: (row) => (row.expired ? <Badge tone="danger">Expired</Badge> : null),
  },
];

const meta = {
  title: 'Components/Table',
  component: Table<ExpiringRow>,
  args: {
    columns,
    rows,
    getRowKey: (row) => row.id,
    rowTone: (row) => (row.expired ? 'danger' : undefined),
    caption: 'Expiring credentials',
    emptyText: 'No credentials expire in the next 90 days.',
  },
} satisfies Meta<typeof Table<ExpiringRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExpiringCredentials: Story = {};

export const InsideACard: Story = {
  render: (args) => (
    <Card title="Expiring Credentials" flush>
      <Table {...args} />
    </Card>
  ),
};

export const Empty: Story = { args: { rows: [] } };

/** At 390 px the table scrolls sideways inside its wrapper instead of breaking the page. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** With renderPhoneItem a phone gets one block per row instead, built from the PhoneItem parts; expired rows stay red. */
export const PhoneList: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    renderPhoneItem: (row) => (
      <>
        <PhoneItemHeader title={row.credential} trailing={row.expired ? <Badge tone="danger">Expired</Badge> : null} />
        <PhoneItemDetail>{`${row.worker} · ${row.expired ? 'expired' : 'expires'} ${row.expiry}`}</PhoneItemDetail>
        <PhoneItemActions>
          <Button variant="secondary" size="sm">
            Request update
          </Button>
        </PhoneItemActions>
      </>
    ),
  },
  render: (args) => (
    <Card title="Expiring Credentials" flush>
      <Table {...args} />
    </Card>
  ),
};

/** With oneLine every row is as tall whatever its data: the columns keep their widths and long text ends in an ellipsis. */
export const OneLineRows: Story = {
  args: {
    oneLine: true,
    rows: [
      ...rows,
      { id: 99, worker: 'Marie-Ève Bélanger-Tremblay de la Rochefoucauld', credential: 'Working at Heights — Fall Protection (Ontario CPO-approved)', expiry: 'September 30, 2027', expired: false },
    ],
  },
};
