import type { Worker } from 'shared-api';

/** 'Calgary, AB', or whichever half is known; '' when neither is. */
export function locationText(worker: Pick<Worker, 'city' | 'state'>): string {
  return [worker.city, worker.state].map((part) => part?.trim()).filter(Boolean).join(', ');
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Black or white, whichever reads better on the given '#rrggbb' background (WCAG relative luminance). */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? hex.replace(/(.)/g, '$1$1') : hex;
  const value = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(value)) return '#000000';
  const luminance = 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
  // The two contrast ratios are equal where luminance is about 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
