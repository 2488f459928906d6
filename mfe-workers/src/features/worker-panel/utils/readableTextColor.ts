// Pure black: with the theme's near-black text two preset colours would fall just short of 4.5:1.
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** White or dark text, whichever contrasts more with a #rrggbb background (tag colours include light ones). */
export function readableTextColor(background: string): string {
  const luminance = relativeLuminance(background);
  return contrast(luminance, relativeLuminance(LIGHT_TEXT)) >= contrast(luminance, relativeLuminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
}
