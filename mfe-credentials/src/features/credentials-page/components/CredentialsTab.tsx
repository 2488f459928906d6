import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCredentials } from 'shared-api';
import { Card, CardPager, RetryAlert, Skeleton, Spinner, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';
import { listQueryFromParams, writeListQuery, type CredentialsListQuery } from '../utils/credentialsQuery';
import { CredentialsFilters } from './CredentialsFilters';
import { CredentialsList } from './CredentialsList';

/** The list reloads once typing has paused this long, not on every key. */
export const SEARCH_DEBOUNCE_MS = 400;

const Padded = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Credentials tab: every credential of the customer's workers, filtered and paged by the server; filters live in the URL. */
export function CredentialsTab() {
  const { t } = useCredentialsT();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const query = listQueryFromParams(params);
  const credentials = useCredentials(query);
  const [searchText, setSearchText] = useState(query.search);
  const [appliedSearch, setAppliedSearch] = useState(query.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back and forward change the URL's search: the box follows, unless it already says the same.
  if (query.search !== appliedSearch) {
    setAppliedSearch(query.search);
    if (searchText.trim() !== query.search) setSearchText(query.search);
  }

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  function update(patch: Partial<CredentialsListQuery>) {
    setParams((current) => writeListQuery(current, { ...listQueryFromParams(current), ...patch }), { replace: true });
  }

  function changeSearch(text: string) {
    setSearchText(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ search: text.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
  }

  // While another page or filter loads, the last list stays in place (with a spinner) instead of blinking away.
  const [lastLoaded, setLastLoaded] = useState(credentials.data);
  if (credentials.data && credentials.data !== lastLoaded) setLastLoaded(credentials.data);
  const page = (credentials.data ?? lastLoaded)?.credentials;
  const filtered = Boolean(query.search || query.expiring || query.review);

  return (
    <Card flush>
      <CredentialsFilters
        search={searchText}
        onSearchChange={changeSearch}
        expiring={query.expiring}
        onExpiringChange={(expiring) => update({ expiring, page: 1 })}
        review={query.review}
        onReviewChange={(review) => update({ review, page: 1 })}
      />
      {credentials.error && !credentials.data ? (
        <Padded>
          <RetryAlert onRetry={() => void credentials.mutate()}>
            {t('list.loadFailed', { message: (credentials.error as Error).message })}
          </RetryAlert>
        </Padded>
      ) : !page ? (
        <Padded>
          <Skeleton lines={8} height={18} label={t('list.loading')} />
        </Padded>
      ) : (
        <>
          <Summary aria-live="polite">
            {page.total === 0
              ? t('list.none')
              : t('list.showing', { count: page.total, from: page.from, to: page.to, total: format.number(page.total) })}
            {credentials.isValidating ? <Spinner size={14} label={t('list.updating')} /> : null}
          </Summary>
          <CredentialsList
            credentials={page.data}
            emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
          />
          <CardPager
            aria-label={t('list.pages')}
            currentPage={page.current_page}
            lastPage={page.last_page}
            onPageChange={(next) => {
              update({ page: next });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Card>
  );
}
