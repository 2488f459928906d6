import type { Preview } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { ConfirmProvider, PortalThemeProvider, ToastProvider } from '../shared-ui/src';

const preview: Preview = {
  decorators: [
    (Story, context) => {
      // A story can start on another URL with `parameters: { route: '/workers' }`, e.g. to show an active nav item.
      const route = (context.parameters.route as string | undefined) ?? '/';
      return (
        <PortalThemeProvider>
          <ConfirmProvider>
            <ToastProvider>
              <MemoryRouter key={route} initialEntries={[route]}>
                <Story />
              </MemoryRouter>
            </ToastProvider>
          </ConfirmProvider>
        </PortalThemeProvider>
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
