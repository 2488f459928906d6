import type { Preview } from '@storybook/react-webpack5';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { changeLocale, ConfirmProvider, i18n, isLocale, PortalThemeProvider, ToastProvider, type Locale } from '../shared-ui/src';

/**
 * Every story in the language the toolbar's switch chooses. shared-ui's `ui` catalogs come with its i18n module;
 * a remote's or the shell's namespace is registered by its own i18n module, which its components import.
 * The switch happens before paint, so a story never shows the other language first.
 */
function InLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => {
    void changeLocale(locale);
  }, [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en-CA', title: 'English (en-CA)', right: 'EN' },
          { value: 'fr-CA', title: 'Français (fr-CA)', right: 'FR' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-CA' },
  decorators: [
    (Story, context) => {
      // A story can start on another URL with `parameters: { route: '/workers' }`, e.g. to show an active nav item.
      const route = (context.parameters.route as string | undefined) ?? '/';
      const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en-CA';
      return (
        <InLocale locale={locale}>
          <PortalThemeProvider>
            <ConfirmProvider>
              <ToastProvider>
                <MemoryRouter key={route} initialEntries={[route]}>
                  <Story />
                </MemoryRouter>
              </ToastProvider>
            </ConfirmProvider>
          </PortalThemeProvider>
        </InLocale>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
  },
};

export default preview;
