import { useState } from 'react';
import { formErrorsFrom, resendCrewShare, useCrewShares, withdrawCrewShare, type CrewShare, type CrewShareResponse } from 'shared-api';
import { Button, Card, LinkOnceNotice, RetryAlert, Skeleton, useConfirm, useDocumentTitle, useToast } from 'shared-ui';
import styled from 'styled-components';
import { ImportedCrewsCard } from '../../../components/ImportedCrewsCard';
import { PageColumns } from '../../../components/PageColumns';
import { getCrewsT, useCrewsT } from '../../../i18n';
import { useLayoutCrew } from '../../crew-layout';
import { RequestCrewModal } from './RequestCrewModal';
import { ShareForm } from './ShareForm';
import { SharesList } from './SharesList';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

/** /crews/{id}/share-crew: share by e-mail, the shares (copy, resend, withdraw), imported crews and Request a Crew. */
export default function ShareCrewPage() {
  const crew = useLayoutCrew();
  const { t } = useCrewsT();
  useDocumentTitle(t('share.documentTitle', { crew: crew.name }));
  const confirm = useConfirm();
  const toast = useToast();
  const shares = useCrewShares(crew.id);
  const [links, setLinks] = useState<Record<number, string>>({});
  const [latest, setLatest] = useState<CrewShareResponse | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: 'resend' | 'withdraw' } | null>(null);
  const [requesting, setRequesting] = useState(false);

  const pages = shares.data ?? [];
  const list = pages.flatMap((page) => page.crew_shares.data);
  const hasMore = Boolean(pages.at(-1)?.crew_shares.next_page_url);

  function remember(response: CrewShareResponse) {
    setLinks((current) => ({ ...current, [response.crew_share.id]: response.link }));
    setLatest(response);
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('share.list.copied'));
    } catch {
      toast.error(t('share.list.copyFailed'));
    }
  }

  async function resend(share: CrewShare) {
    const confirmed = await confirm(t('share.list.resendConfirm', { email: share.recipient_email }), { title: t('share.list.resendTitle'), confirmLabel: t('share.list.resend') });
    if (!confirmed) return;
    setBusy({ id: share.id, action: 'resend' });
    try {
      const response = await resendCrewShare(crew.id, share.id);
      remember(response);
      toast.success(response.message || getCrewsT()('share.list.resent'));
      await shares.mutate();
    } catch (error) {
      const fallback = getCrewsT()('share.list.resendFailed');
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setBusy(null);
    }
  }

  async function withdraw(share: CrewShare) {
    const confirmed = await confirm(t('share.list.withdrawConfirm', { email: share.recipient_email }), {
      title: t('share.list.withdrawTitle'),
      confirmLabel: t('share.list.withdraw'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusy({ id: share.id, action: 'withdraw' });
    try {
      const response = await withdrawCrewShare(crew.id, share.id);
      toast.success(response.message);
      if (latest?.crew_share.id === share.id) setLatest(null);
      await shares.mutate();
    } catch (error) {
      const fallback = getCrewsT()('share.list.withdrawFailed');
      toast.error(formErrorsFrom(error, [], fallback).message ?? fallback);
    } finally {
      setBusy(null);
    }
  }

  let listBody;
  if (shares.error && !shares.data) {
    listBody = (
      <RetryAlert onRetry={() => void shares.mutate()} loading={shares.isValidating}>
        {t('share.list.loadFailed')}
      </RetryAlert>
    );
  } else if (!shares.data) {
    listBody = <Skeleton lines={4} label={t('share.list.loading')} />;
  } else {
    listBody = (
      <SharesList
        shares={list}
        links={links}
        busy={busy}
        hasMore={hasMore}
        loadingMore={shares.isValidating && shares.size > pages.length}
        onLoadMore={() => void shares.setSize(shares.size + 1)}
        onCopy={(share) => void copy(links[share.id])}
        onResend={(share) => void resend(share)}
        onWithdraw={(share) => void withdraw(share)}
      />
    );
  }

  return (
    <PageColumns $ratio={[1, 1]}>
      <Column>
        <Card title={t('share.form.title')}>
          <ShareForm
            crewId={crew.id}
            onShared={(response) => {
              remember(response);
              toast.success(response.message);
              void shares.mutate();
            }}
          />
        </Card>
        {latest ? (
          <LinkOnceNotice
            title={t('share.latest.title', { name: latest.crew_share.recipient_name || latest.crew_share.recipient_email })}
            link={latest.link}
            note={t('share.latest.once')}
          />
        ) : null}
      </Column>
      <Column>
        <Card title={t('share.list.title')}>{listBody}</Card>
        <ImportedCrewsCard
          crewId={crew.id}
          title={t('share.imported')}
          attachTo={{ name: crew.name, imports: crew.crew_shared_imports }}
          actions={
            <Button size="sm" variant="secondary" onClick={() => setRequesting(true)}>
              {t('share.request.open')}
            </Button>
          }
        />
      </Column>
      {requesting ? <RequestCrewModal onClose={() => setRequesting(false)} /> : null}
    </PageColumns>
  );
}
