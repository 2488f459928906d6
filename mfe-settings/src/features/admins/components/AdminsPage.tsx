import { useCallback, useState } from 'react';
import {
  checkUserExistence,
  inviteUser,
  removeUser,
  resendInvite,
  revokeInvite,
  updateUserRole,
  useEnterpriseCustomer,
  useInvites,
  useMe,
  useUsers,
  type Invite,
  type InviteResponse,
  type InviteRole,
  type Role,
  type User,
} from 'shared-api';
import { Button, Card, CardData, PageHeader, Stack, useConfirm, useDocumentTitle, useToast } from 'shared-ui';
import { getSettingsT, useSettingsT } from '../../../i18n';
import { AddAdminModal } from './AddAdminModal';
import { AdminsTable } from './AdminsTable';
import { InvitesCard } from './InvitesCard';

const INVITE_ROLES: InviteRole[] = ['admin', 'member'];

/** /users: the customer's users, and for owners and admins the outstanding invites; they invite, owners change roles and remove. */
export default function AdminsPage() {
  const { t } = useSettingsT();
  useDocumentTitle(t('admins.title'));
  const me = useMe();
  const customer = useEnterpriseCustomer();
  const users = useUsers();
  const toast = useToast();
  const confirm = useConfirm();
  const [inviting, setInviting] = useState(false);
  const [busyUsers, setBusyUsers] = useState<number[]>([]);
  const [busyInvites, setBusyInvites] = useState<number[]>([]);

  const myRole = customer.data?.enterprise_customer_user.role;
  const canInvite = myRole === 'owner' || myRole === 'admin';
  // The outstanding invitations are the + Admin users' business: a member neither sees nor asks for them.
  const invites = useInvites(canInvite);
  const isOwner = myRole === 'owner';
  const check = useCallback((email: string) => checkUserExistence(email), []);

  async function withBusy<T>(id: number, set: typeof setBusyUsers, work: () => Promise<T>) {
    set((ids) => [...ids, id]);
    try {
      return await work();
    } finally {
      set((ids) => ids.filter((busy) => busy !== id));
    }
  }

  async function changeRole(user: User, role: Role) {
    const confirmed = await confirm(t('admins.roleConfirm.message', { name: user.full_name, role: t(`admins.roles.${role}`) }), {
      title: t('admins.roleConfirm.title'),
      confirmLabel: t('admins.roleConfirm.confirm'),
    });
    if (!confirmed) return;
    await withBusy(user.id, setBusyUsers, async () => {
      try {
        const { message } = await updateUserRole(user.id, role);
        toast.success(message);
        await Promise.all([users.mutate(), customer.mutate()]);
      } catch (error) {
        toast.error((error as Error).message || getSettingsT()('admins.roleFailed'));
      }
    });
  }

  async function remove(user: User) {
    const confirmed = await confirm(t('admins.removeConfirm.message', { name: user.full_name }), {
      title: t('admins.removeConfirm.title'),
      confirmLabel: t('admins.removeConfirm.confirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await withBusy(user.id, setBusyUsers, async () => {
      try {
        const { message } = await removeUser(user.id);
        toast.success(message);
        await users.mutate();
      } catch (error) {
        toast.error((error as Error).message || getSettingsT()('admins.removeFailed'));
      }
    });
  }

  /** An invitation e-mail: a success once the mail server took it, news (not a success) while it is queued. */
  function announce({ message, delivery }: Pick<InviteResponse, 'message' | 'delivery'>) {
    if (delivery === 'sent') toast.success(message);
    else toast.info(message);
  }

  async function resend(invite: Invite) {
    await withBusy(invite.id, setBusyInvites, async () => {
      try {
        announce(await resendInvite(invite.id));
        await invites.mutate();
      } catch (error) {
        toast.error((error as Error).message || getSettingsT()('admins.invites.resendFailed'));
      }
    });
  }

  async function revoke(invite: Invite) {
    const confirmed = await confirm(t('admins.revokeConfirm.message', { email: invite.email }), {
      title: t('admins.revokeConfirm.title'),
      confirmLabel: t('admins.revokeConfirm.confirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await withBusy(invite.id, setBusyInvites, async () => {
      try {
        const { message } = await revokeInvite(invite.id);
        toast.success(message);
        await invites.mutate();
      } catch (error) {
        toast.error((error as Error).message || getSettingsT()('admins.invites.revokeFailed'));
      }
    });
  }

  return (
    <>
      <PageHeader
        title={t('admins.title')}
        description={t('admins.description')}
        actions={
          canInvite ? (
            <Button icon="admins" onClick={() => setInviting(true)}>
              {t('admins.add')}
            </Button>
          ) : null
        }
      />
      <Stack gap={3}>
        <Card title={t('admins.usersTitle')} flush>
          <CardData
            data={users.data}
            error={users.error}
            onRetry={() => void users.mutate()}
            failedText={t('admins.loadFailed')}
            loadingLabel={t('admins.loading')}
            loadingLines={4}
          >
            {({ users: listed }) => (
              <AdminsTable
                users={listed}
                currentUserId={me.data?.user.id}
                canManage={isOwner}
                busyIds={busyUsers}
                onChangeRole={(user, role) => void changeRole(user, role)}
                onRemove={(user) => void remove(user)}
              />
            )}
          </CardData>
        </Card>
        {canInvite ? (
          <InvitesCard
            invites={invites.data?.invites}
            error={invites.error}
            onRetry={() => void invites.mutate()}
            busyIds={busyInvites}
            onResend={(invite) => void resend(invite)}
            onRevoke={(invite) => void revoke(invite)}
          />
        ) : null}
      </Stack>
      {canInvite ? (
        <AddAdminModal
          open={inviting}
          onClose={() => setInviting(false)}
          roles={INVITE_ROLES}
          checkEmail={check}
          invite={(email, role) => inviteUser({ email, role })}
          onInvited={(answer) => {
            setInviting(false);
            announce(answer);
            void invites.mutate();
          }}
        />
      ) : null}
    </>
  );
}
