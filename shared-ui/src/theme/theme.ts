export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface ToneColors {
  /** Text and icons on the soft background; at least 4.5:1 against it. */
  fg: string;
  bg: string;
  border: string;
  /** Saturated colour for fills such as a filled button or a progress bar. */
  solid: string;
}

const systemFont =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

const breakpoints = { mobile: 768 };

export const theme = {
  colors: {
    background: '#f3f5f9',
    surface: '#ffffff',
    surfaceMuted: '#f8fafc',
    surfaceHover: '#f1f5f9',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    /** Form control outlines need 3:1 against white (WCAG 1.4.11); plain borders do not. */
    inputBorder: '#858fa1',
    text: '#0f172a',
    textMuted: '#475569',
    textSubtle: '#5e6a7d',
    textInverse: '#ffffff',
    primary: '#2457d6',
    primaryHover: '#1c46b0',
    primaryActive: '#173a93',
    primarySoft: '#eef3fe',
    focus: '#2457d6',
    danger: '#c52a2a',
    dangerHover: '#a32020',
    warning: '#b45309',
    success: '#15803d',
    info: '#0369a1',
    sidebar: '#0d1b36',
    sidebarRaised: '#15264a',
    sidebarText: '#c3cee3',
    sidebarTextActive: '#ffffff',
    sidebarAccent: '#6d9bff',
    sidebarBorder: 'rgba(255, 255, 255, 0.08)',
    overlay: 'rgba(13, 27, 54, 0.55)',
    dangerRow: '#fdf1f1',
    dangerRowHover: '#fbe5e5',
  },
  tones: {
    neutral: { fg: '#334155', bg: '#f1f5f9', border: '#dbe2ea', solid: '#64748b' },
    success: { fg: '#14663a', bg: '#ecfbf1', border: '#b9ebcb', solid: '#15803d' },
    warning: { fg: '#8a3b06', bg: '#fff7e6', border: '#fbd99a', solid: '#b45309' },
    danger: { fg: '#a11d1d', bg: '#fdf0f0', border: '#f6c5c5', solid: '#c52a2a' },
    info: { fg: '#075781', bg: '#eaf6fd', border: '#b6def5', solid: '#0369a1' },
  } satisfies Record<Tone, ToneColors>,
  fonts: {
    body: systemFont,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  /** The 8px grid: spacing(2) === '16px'; fractions give the half-steps. */
  spacing: (n: number): string => `${n * 8}px`,
  radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    card: '0 1px 2px rgba(15, 23, 42, 0.05), 0 1px 3px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.1)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.18)',
    focus: '0 0 0 3px rgba(36, 87, 214, 0.35)',
  },
  breakpoints,
  media: {
    mobile: `@media (max-width: ${breakpoints.mobile - 0.02}px)`,
    desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  },
  zIndices: { topBar: 20, sidebar: 30, modal: 50, toast: 60, tooltip: 70 },
  layout: { sidebarWidth: '248px', topBarHeight: '56px' },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
};

export type PortalTheme = typeof theme;

declare module 'styled-components' {
  // Interface merging is the documented way to type `props.theme`; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
