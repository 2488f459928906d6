import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { CredentialsResponse } from '../../shared-api/src/types';
import type { PublicWalletResponse, WalletTokensResponse } from '../../shared-api/src/workers-types';
import { apiGet } from '../support/api';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { axeViolations } from '../support/axe';
import { sentMail } from '../support/mail';
import { signedInSuite } from '../support/suite';
import { eventually, until } from '../support/wait';
import { answerConfirm, escapeRegExp, fieldDescription, modal, toast, workerPanel } from '../support/workers';

const RECIPIENT = 'site.safety@client.example.com';

/** What each credential card of the public wallet reads: name, badge, issuer, issued, expiry, document. */
const walletCards = (page: Page) =>
  page.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => ({
      name: card.querySelector('h3')?.textContent ?? '',
      expired: Array.from(card.querySelectorAll('span')).some((span) => span.textContent === 'Expired'),
      fields: Array.from(card.querySelectorAll('dd'), (dd) => (dd as HTMLElement).innerText.trim()),
      document: card.querySelector('a')?.getAttribute('href') ?? (card as HTMLElement).innerText.match(/No document on file/)?.[0] ?? '',
    })),
  );

describe('sharing a wallet', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  test('give access by e-mail, open the link without signing in, remove access and the link stops working', async () => {
    // A worker with an expired credential, so the wallet shows both states.
    const { credentials } = await apiGet<CredentialsResponse>(page, '/credentials?expiring=expired&page=1');
    const worker = credentials.data.find((credential) => credential.worker)?.worker;
    assert.ok(worker, 'the seed has a worker with an expired credential');

    await page.goto(`/workers/${worker.id}`);
    const panel = workerPanel(page, worker.full_name);
    const access = panel.getByRole('region', { name: 'Wallet access' });
    await access.waitFor();
    assert.deepEqual(await axeViolations(page), []);
    const before = (await apiGet<WalletTokensResponse>(page, `/workers/${worker.id}/wallets`)).wallet_tokens;

    await access.getByRole('button', { name: 'Give access' }).click();
    const dialog = modal(page, 'Give access to workers wallet');
    const email = dialog.getByLabel('Email');
    await dialog.getByRole('button', { name: 'Give access' }).click();
    assert.equal(await fieldDescription(email), 'Please provide a valid email address.');
    assert.deepEqual(await axeViolations(page), []);
    await email.fill(RECIPIENT);
    await dialog.getByRole('button', { name: 'Give access' }).click();
    await toast(page, 'Successfully gave access to workers wallet').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const tokens = (await apiGet<WalletTokensResponse>(page, `/workers/${worker.id}/wallets`)).wallet_tokens;
    assert.equal(tokens.length, before.length + 1);
    const token = tokens.find((entry) => entry.metadata.access.emails[0] === RECIPIENT);
    assert.ok(token);
    assert.equal(token.token, null, 'a listed link carries no token: only its hash is kept');
    const list = access.getByRole('list', { name: 'Wallet access' });
    const row = list.locator('li').filter({ hasText: RECIPIENT });
    // The relative time moves on while the page and the test read it: "just now" or some seconds ago are both right.
    const [name, recipient] = await until(() => row.innerText().then((text) => text.split('\n').slice(0, 2)), (lines) => lines.length === 2 && lines[0] === worker.full_name);
    assert.equal(name, worker.full_name);
    assert.match(recipient, new RegExp(`^${RECIPIENT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · (just now|\\d+ seconds? ago)$`));
    assert.equal(await row.getByRole('link').count(), 0, 'no Open wallet: a listed link cannot be opened');

    // The link is shown once, right after it was made, with Copy; it is the one the e-mail carries.
    const notice = access.getByRole('status').filter({ hasText: `Wallet link sent to ${RECIPIENT}` });
    const shown = (await notice.locator('code').innerText()).trim();
    assert.match(shown, /^https?:\/\/[^\s]+\/wallet\?token=[A-Za-z0-9_-]{43}$/, '256 random bits');
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-access-1280', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    const outbox = await sentMail(page);
    const mail = outbox.find((entry) => entry.to_address === RECIPIENT);
    assert.ok(mail, 'an e-mail went to the recipient');
    assert.equal(mail.subject, `${worker.full_name} shared their credential wallet with you`);
    assert.match(mail.text_body, new RegExp(`${escapeRegExp(shown)}(\\s|$)`));

    // Send again: asked first; a new link is e-mailed and shown once, and the first one stops working.
    const first = await page.context().newPage();
    const relative = (absolute: string) => new URL(absolute).pathname + new URL(absolute).search;
    await first.goto(relative(shown));
    await first.getByRole('heading', { level: 1, name: worker.full_name }).waitFor();
    await row.getByRole('button', { name: `Send again to ${RECIPIENT}` }).click();
    await answerConfirm(page, `A new link will be e-mailed to ${RECIPIENT}; the link they have now stops working.`, 'Send again');
    await toast(page, 'A new wallet link was e-mailed; the previous link no longer works.').waitFor();
    const resentNotice = access.getByRole('status').filter({ hasText: `New wallet link sent to ${RECIPIENT}` });
    const link = (await resentNotice.locator('code').innerText()).trim();
    assert.notEqual(link, shown);
    const newest = (await sentMail(page)).find((entry) => entry.to_address === RECIPIENT);
    assert.ok(newest?.text_body.includes(link), 'the new link is e-mailed');
    await first.reload();
    await first.getByRole('heading', { name: 'This link is no longer valid' }).waitFor();
    await first.close();
    const tokenParam = new URL(link).searchParams.get('token') ?? '';

    // On a phone the notice and the list fit the screen.
    await page.setViewportSize(PHONE);
    await resentNotice.waitFor();
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling at 390 px');
    await resentNotice.scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-access-resent-390', { fullPage: false });
    assert.deepEqual(await axeViolations(page), []);
    await page.setViewportSize(DESKTOP);

    // The e-mailed link opens the public page.
    const tab = await page.context().newPage();
    await tab.goto(relative(newest!.text_body.match(/https?:\/\/\S+\/wallet\?token=[A-Za-z0-9_-]+/)![0]));
    await tab.getByRole('heading', { level: 1, name: worker.full_name }).waitFor();
    assert.equal(new URL(tab.url()).pathname + new URL(tab.url()).search, `/wallet?token=${tokenParam}`);

    // The same link in a browser that never signed in.
    await suite.withPage({}, async ({ page: visitor }) => {
      await visitor.goto(`/wallet?token=${tokenParam}`);
      await visitor.getByRole('heading', { level: 1, name: worker.full_name }).waitFor();
      assert.equal(new URL(visitor.url()).pathname, '/wallet', 'no sign-in page');
      const wallet = (await (await visitor.request.get(`/json/wallets/${tokenParam}`)).json()) as PublicWalletResponse;
      const expected = wallet.wallet.credentials.map((credential) => ({
        name: credential.name,
        expired: credential.is_expired,
        fields: [
          credential.issuer ?? 'Not provided',
          credential.issued_pretty_date ?? 'Not provided',
          credential.expiry ? (credential.expires_pretty_date ?? credential.expiry) : 'No Expiry',
          ...(credential.document_number ? [credential.document_number] : []),
        ],
        document: credential.document_url ?? 'No document on file',
      }));
      assert.ok(expected.length > 1 && expected.some((credential) => credential.expired), 'credentials, one of them expired');
      await eventually(() => walletCards(visitor), expected);
      await visitor.getByText(`Shared by ${wallet.wallet.enterprise_customer.name}`).waitFor();
      await screenshot(visitor, 'wallet-public-1280');
      assert.deepEqual(await axeViolations(visitor), []);
      await visitor.setViewportSize(PHONE);
      await eventually(() => visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');
      await screenshot(visitor, 'wallet-public-390');
      assert.deepEqual(await axeViolations(visitor), []);
    });

    // Remove access: asked first, then the link is dead at once.
    await row.getByRole('button', { name: `Remove access for ${RECIPIENT}` }).click();
    await answerConfirm(page, `Remove access to this wallet for ${RECIPIENT}? The link stops working at once.`, 'Remove');
    await toast(page, 'Successfully removed access to wallet!').waitFor();
    await row.waitFor({ state: 'detached' });
    const left = (await apiGet<WalletTokensResponse>(page, `/workers/${worker.id}/wallets`)).wallet_tokens;
    assert.deepEqual(left.map((entry) => entry.id), before.map((entry) => entry.id));

    await tab.reload();
    await tab.getByRole('heading', { name: 'This link is no longer valid' }).waitFor();
    assert.equal(await tab.getByRole('heading', { level: 1, name: worker.full_name }).count(), 0);
    assert.equal(await tab.getByRole('article').count(), 0, 'no credential is shown');
    await screenshot(tab, 'wallet-revoked');
    assert.deepEqual(await axeViolations(tab), []);
    await tab.close();
  });

  test('a link given a last day lists it; a day before today is refused (1280 and 390 px)', async () => {
    const { credentials } = await apiGet<CredentialsResponse>(page, '/credentials?page=1');
    const worker = credentials.data.find((credential) => credential.worker)?.worker;
    assert.ok(worker);
    const lastDay = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    for (const [viewport, recipient] of [
      [DESKTOP, 'auditor.desk@client.example.com'],
      [PHONE, 'auditor.phone@client.example.com'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/workers/${worker.id}`);
      const access = workerPanel(page, worker.full_name).getByRole('region', { name: 'Wallet access' });
      await access.getByRole('button', { name: 'Give access' }).click();
      const dialog = modal(page, 'Give access to workers wallet');
      await dialog.getByLabel('Email').fill(recipient);
      const expiry = dialog.getByLabel('Link expires on (optional)');
      await expiry.fill('2020-01-01');
      await dialog.getByRole('button', { name: 'Give access' }).click();
      await eventually(
        () => fieldDescription(expiry).then((text) => text.includes('The link cannot expire before today. Choose today or a later date, or leave it empty.')),
        true,
      );
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `wallet-expiry-modal-${viewport.width}`, { fullPage: false });

      await expiry.fill(lastDay);
      await dialog.getByRole('button', { name: 'Give access' }).click();
      await toast(page, 'Successfully gave access to workers wallet').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const listed: WalletTokensResponse = await apiGet<WalletTokensResponse>(page, `/workers/${worker.id}/wallets`);
      assert.equal(listed.wallet_tokens.find((entry) => entry.metadata.access.emails[0] === recipient)?.expires_on, lastDay);
      const row = access.getByRole('list', { name: 'Wallet access' }).locator('li').filter({ hasText: recipient });
      await eventually(() => row.innerText().then((text) => /· Expires \S/.test(text)), true);
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `wallet-expiry-list-${viewport.width}`, { fullPage: false });
    }
    await page.setViewportSize(DESKTOP);
  });

  test('a link that never existed says it is no longer valid', async () => {
    await suite.withPage({}, async ({ page: visitor }) => {
      await visitor.goto('/wallet?token=not-a-real-token');
      await visitor.getByRole('heading', { name: 'This link is no longer valid' }).waitFor();
      assert.deepEqual(await axeViolations(visitor), []);
      await visitor.goto('/wallet');
      await visitor.getByRole('heading', { name: 'This link is no longer valid' }).waitFor();
      assert.deepEqual(await axeViolations(visitor), []);
    });
    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
  });
});
