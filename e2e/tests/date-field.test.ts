import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { WorkerUserCredentialResponse } from '../../shared-api/src/credentials-types';
import type { WorkerResponse } from '../../shared-api/src/workers-types';
import { apiGet, apiSend } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot, signIn } from '../support/browser';
import { workerWithCredential } from '../support/credentials';
import { frenchSignIn } from '../support/french';
import { sentMail } from '../support/mail';
import { signedInSuite } from '../support/suite';
import { eventually } from '../support/wait';
import { fieldDescription, workerPanel } from '../support/workers';

type Locale = 'en-CA' | 'fr-CA';

/** What each language shows: the spec's English, and the French of the catalogs. */
const TEXTS = {
  'en-CA': {
    placeholder: 'yyyy-mm-dd',
    issued: 'Issued date',
    expiry: 'Expires date',
    submit: 'Update Credential',
    notADay: '2026-02-30 is not a date: February 2026 has 28 days.',
    change: 'Change date, ',
    nextMonth: 'Next month',
    sunday: 'Sun',
    editDetails: 'Edit Details',
    personal: 'Personal Information',
    dob: 'Date of Birth',
    saved: 'Saved',
  },
  'fr-CA': {
    placeholder: 'aaaa-mm-jj',
    issued: 'Date de délivrance',
    expiry: 'Date d’expiration',
    submit: 'Mettre à jour l’attestation',
    notADay: '2026-02-30 n’est pas une date\u00a0: février 2026 compte 28 jours.',
    change: 'Changer la date, ',
    nextMonth: 'Mois suivant',
    sunday: 'dim.',
    editDetails: 'Modifier les détails',
    personal: 'Renseignements personnels',
    dob: 'Date de naissance',
    saved: 'Enregistré',
  },
} as const;

/** A day as the calendar names it ('Thursday, February 1, 2029' / 'jeudi 1 février 2029'), and a month. */
const dayName = (locale: Locale, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const monthName = (locale: Locale, iso: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The calendar button beside a date field. */
const calendarButton = (field: Locator) => field.locator('xpath=following-sibling::button[1]');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** The open calendar fits the screen: no part of it is off to a side or below the window. */
async function assertOnScreen(calendar: Locator, viewport: { width: number; height: number }) {
  const box = await calendar.boundingBox();
  assert.ok(box, 'the calendar is drawn');
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `the calendar is across the screen's edge: ${JSON.stringify(box)}`);
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `the calendar is below the window: ${JSON.stringify(box)}`);
}

/**
 * Issue 28 item 7: Chromium's own date input shows mm/dd/yyyy under en-CA and fr-CA (03/04?). Every date is now
 * typed as yyyy-mm-dd (aaaa-mm-jj) or picked on a calendar, and the server gets the same 'YYYY-MM-DD' as before.
 */
describe('dates typed as yyyy-mm-dd or picked on a calendar', () => {
  let page: Page;
  const suite = signedInSuite((signedIn) => ({ page } = signedIn));
  const { pageErrors } = suite;

  for (const locale of ['en-CA', 'fr-CA'] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      test(`a worker types a date and picks another on the update page, in ${locale} at ${viewport.width} px`, async () => {
        const text = TEXTS[locale];
        const email = `dates.${locale.toLowerCase()}.${viewport.width}@example.com`;
        const { credential } = await workerWithCredential(page, { first: 'Dalia', last: `Ferreira ${locale} ${viewport.width}`, email, credential: 'Fall Arrest' });
        await apiSend(page, 'POST', `/credentials/${credential.id}/request-update`, {});
        const link = (await sentMail(page)).find((entry) => entry.to_address === email)?.text_body.match(/https?:\/\/\S+\/user-credential-requests\/[A-Za-z0-9_-]+/)?.[0];
        assert.ok(link, 'the e-mail holds the update link');

        await suite.withPage({ viewport, context: { locale } }, async ({ page: visitor }) => {
          await visitor.goto(new URL(link).pathname);
          const issued = visitor.getByRole('textbox', { name: text.issued, exact: true });
          const expiry = visitor.getByRole('textbox', { name: text.expiry, exact: true });
          await issued.waitFor();
          assert.equal(await issued.getAttribute('placeholder'), text.placeholder);
          assert.equal(await issued.getAttribute('inputmode'), 'numeric');
          assert.equal(await issued.inputValue(), '2023-02-01', 'the date on file, written yyyy-mm-dd');

          // Typed: digits only, the dashes come by themselves; a day that does not exist is refused in words.
          await issued.fill('');
          await issued.pressSequentially('20260230');
          assert.equal(await issued.inputValue(), '2026-02-30');
          await issued.press('Tab');
          // After the page's note on the dates, which the field names too.
          await eventually(async () => (await fieldDescription(issued)).endsWith(text.notADay), true);
          assert.equal(await issued.getAttribute('aria-invalid'), 'true');
          assert.deepEqual(await axeViolations(visitor), []);
          await screenshot(visitor, `date-field-not-a-day-${locale}-${viewport.width}`, { fullPage: false });
          await issued.fill('');
          await issued.pressSequentially('20260201');
          await issued.press('Tab');
          assert.equal(await issued.inputValue(), '2026-02-01');
          assert.equal(await issued.getAttribute('aria-invalid'), null);

          // Picked: the calendar opens on the field's month with its day focused; keys move, Enter picks.
          await expiry.fill('');
          await expiry.pressSequentially('20290201');
          await calendarButton(expiry).click();
          const calendar = visitor.getByRole('dialog', { name: monthName(locale, '2029-02-01') });
          await calendar.waitFor();
          assert.equal(await focusedName(visitor), dayName(locale, '2029-02-01'));
          assert.equal(await calendar.getByRole('columnheader').first().innerText(), text.sunday, 'weeks start on Sunday');
          await assertOnScreen(calendar, viewport);
          assert.deepEqual(await axeViolations(visitor), []);
          await screenshot(visitor, `date-field-calendar-${locale}-${viewport.width}`, { fullPage: false });
          await visitor.keyboard.press('ArrowRight');
          await visitor.keyboard.press('PageDown');
          assert.equal(await focusedName(visitor), dayName(locale, '2029-03-02'));
          await visitor.keyboard.press('Enter');
          await calendar.waitFor({ state: 'detached' });
          assert.equal(await expiry.inputValue(), '2029-03-02');
          assert.equal(await focusedName(visitor), `${text.change}${dayName(locale, '2029-03-02')}`, 'focus is back on the calendar button');

          // And with a tap: the next month, then a day.
          await calendarButton(expiry).click();
          await visitor.getByRole('dialog', { name: monthName(locale, '2029-03-01') }).getByRole('button', { name: text.nextMonth }).click();
          const april = visitor.getByRole('dialog', { name: monthName(locale, '2029-04-01') });
          await april.getByRole('gridcell', { name: dayName(locale, '2029-04-16') }).click();
          await april.waitFor({ state: 'detached' });
          assert.equal(await expiry.inputValue(), '2029-04-16');
          assert.equal(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scrolling');

          const sent = visitor.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/json/user-credential-requests/'));
          await visitor.getByRole('button', { name: text.submit }).click();
          assert.equal((await sent).status(), 200, await (await sent).text());
        });

        // The server got the days as 'YYYY-MM-DD', exactly as the browser's date input sent them.
        const { user_credential: updated } = await apiGet<WorkerUserCredentialResponse>(page, `/credentials/${credential.id}`);
        assert.equal(updated.issued, '2026-02-01');
        assert.equal(updated.expiry, '2029-04-16');
      });
    }
  }

  for (const [locale, viewport] of [
    ['en-CA', DESKTOP],
    ['fr-CA', PHONE],
  ] as const) {
    test(`a date of birth typed, then picked, saves itself in the worker panel, in ${locale} at ${viewport.width} px`, async () => {
      const text = TEXTS[locale];
      const { worker } = await apiSend<WorkerResponse>(page, 'POST', '/workers', { first_name: 'Ilse', last_name: `Van Damme ${locale}` });
      // The owner has chosen no language: the browser's decides.
      await suite.withPage({ viewport, context: { locale } }, async ({ page: staff }) => {
        await (locale === 'fr-CA' ? frenchSignIn(staff, 'owner@demo.test') : signIn(staff, 'owner@demo.test'));
        await staff.goto(`/workers/${worker.id}`);
        const panel = workerPanel(staff, worker.full_name);
        await panel.getByRole('tab', { name: text.editDetails, exact: true }).click();
        const personal = panel.getByRole('region', { name: text.personal });
        const dob = personal.getByRole('textbox', { name: text.dob, exact: true });
        const saved = dob.locator('xpath=ancestor::div[.//*[@role="status"]][1]').getByRole('status');

        await dob.pressSequentially('19880414');
        await saved.getByText(text.saved).waitFor();
        await eventually(async () => (await apiGet<WorkerResponse>(page, `/workers/${worker.id}`)).worker.dob, '1988-04-14');

        await calendarButton(dob).click();
        const calendar = staff.getByRole('dialog', { name: monthName(locale, '1988-04-01') });
        await calendar.waitFor();
        await assertOnScreen(calendar, viewport);
        assert.deepEqual(await axeViolations(staff), []);
        await screenshot(staff, `date-field-panel-calendar-${locale}-${viewport.width}`, { fullPage: false });
        // Escape puts the calendar away and leaves the panel open.
        await staff.keyboard.press('Escape');
        await calendar.waitFor({ state: 'detached' });
        await panel.waitFor();
        await calendarButton(dob).click();
        await staff.keyboard.press('Shift+PageUp');
        await staff.keyboard.press('Home');
        assert.equal(await focusedName(staff), dayName(locale, '1987-04-12'), 'Home goes to the Sunday of the week');
        await staff.keyboard.press('Enter');
        assert.equal(await dob.inputValue(), '1987-04-12');
        await eventually(async () => (await apiGet<WorkerResponse>(page, `/workers/${worker.id}`)).worker.dob, '1987-04-12');
      });
    });
  }

  test('no page failed with an uncaught error', () => {
    assert.deepEqual(pageErrors, []);
  });
});
