import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The spec's greeting (§1, §9): Morning before 12:00, Afternoon before 18:00, otherwise Evening. */
export function greetingAt(hour: number, firstName: string): string {
  const period = hour < 12 ? 'Morning' : hour < 18 ? 'Afternoon' : 'Evening';
  return `Good ${period}, ${firstName}`;
}

/**
 * Waits for the dashboard's greeting and checks it against the browser's clock. The hour is read before
 * and after the heading, so a run that straddles 12:00 or 18:00 still knows the right answer.
 */
export async function expectGreeting(page: Page, firstName: string): Promise<string> {
  const hour = () => page.evaluate(() => new Date().getHours());
  const before = await hour();
  // Until the user has loaded the heading reads just "Good Morning": wait for the one with the name.
  const named = new RegExp(`^Good (Morning|Afternoon|Evening), ${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const heading = page.getByRole('heading', { level: 1, name: named });
  await heading.waitFor();
  const text = (await heading.innerText()).trim();
  const allowed = new Set([greetingAt(before, firstName), greetingAt(await hour(), firstName)]);
  assert.ok(allowed.has(text), `greeting "${text}" is not one of ${[...allowed].join(' / ')}`);
  return text;
}

/** The dashboard's page heading (the greeting). */
export const greetingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening)/ });

/** The message an area shows when its remote is not in /remotes.json. */
export const notDeployed = (page: Page, label: string) => page.getByText(`${label} has not been deployed yet.`, { exact: true });

/** A link of the main sidebar navigation. */
export const navLink = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: typeof name === 'string' ? true : undefined });
