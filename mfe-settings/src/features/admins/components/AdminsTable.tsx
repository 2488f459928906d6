import type { Role, User } from 'shared-api';
import { Badge, Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, SelectField, Table, VisuallyHidden, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

export const ROLES: Role[] = ['owner', 'admin', 'member'];

const RoleSelect = styled(SelectField)`
  min-width: 130px;
`;

/** The role menu and Remove on one line, at the same height. */
const PhoneActions = styled(PhoneItemActions)`
  align-items: center;
`;

const Email = styled.span`
  overflow-wrap: anywhere;
`;

export interface AdminsTableProps {
  users: User[];
  /** The signed-in user: marked "You". */
  currentUserId?: number;
  /** Owners change roles and remove users; everyone else only reads. */
  canManage: boolean;
  busyIds?: number[];
  onChangeRole: (user: User, role: Role) => void;
  onRemove: (user: User) => void;
}

/** The customer's users: name, role and e-mail; an owner also changes roles and removes users. */
export function AdminsTable({ users, currentUserId, canManage, busyIds = [], onChangeRole, onRemove }: AdminsTableProps) {
  const { t } = useSettingsT();
  const roleOf = (user: User): Role => user.pivot?.role ?? 'member';

  const name = (user: User) => (
    <>
      {user.full_name}
      {user.id === currentUserId ? (
        <>
          {' '}
          <Badge tone="info">{t('admins.table.you')}</Badge>
        </>
      ) : null}
    </>
  );

  const role = (user: User) =>
    canManage ? (
      <RoleSelect
        label={<VisuallyHidden>{t('admins.table.roleOf', { name: user.full_name })}</VisuallyHidden>}
        value={roleOf(user)}
        disabled={busyIds.includes(user.id)}
        options={ROLES.map((value) => ({ value, label: t(`admins.roles.${value}`) }))}
        onChange={(event) => onChangeRole(user, event.target.value as Role)}
      />
    ) : (
      t(`admins.roles.${roleOf(user)}`)
    );

  // Leaving the company is not done from here: another owner removes you (the server keeps the last owner).
  const remove = (user: User) =>
    user.id === currentUserId ? null : (
      <Button
        variant="secondary"
        size="sm"
        loading={busyIds.includes(user.id)}
        aria-label={t('admins.table.removeLabel', { name: user.full_name })}
        onClick={() => onRemove(user)}
      >
        {t('admins.table.remove')}
      </Button>
    );

  const columns: TableColumn<User>[] = [
    { key: 'name', header: t('admins.table.name'), render: name },
    { key: 'role', header: t('admins.table.role'), render: role },
    { key: 'email', header: t('admins.table.email'), render: (user) => <Email>{user.email}</Email> },
  ];
  if (canManage) columns.push({ key: 'actions', header: t('admins.table.actions'), align: 'right', render: remove });

  return (
    <Table
      caption={t('admins.table.caption')}
      columns={columns}
      rows={users}
      getRowKey={(user) => user.id}
      emptyText={t('admins.table.empty')}
      renderPhoneItem={(user) => (
        <>
          <PhoneItemHeader title={name(user)} trailing={canManage ? null : <Badge>{t(`admins.roles.${roleOf(user)}`)}</Badge>} />
          <PhoneItemDetail>{user.email}</PhoneItemDetail>
          {canManage ? (
            <PhoneActions>
              {role(user)}
              {remove(user)}
            </PhoneActions>
          ) : null}
        </>
      )}
    />
  );
}
