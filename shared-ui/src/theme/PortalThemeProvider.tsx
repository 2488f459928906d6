import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type PortalTheme } from './theme';

export interface PortalThemeProviderProps {
  children: ReactNode;
  theme?: PortalTheme;
}

export function PortalThemeProvider({ children, theme = defaultTheme }: PortalThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
