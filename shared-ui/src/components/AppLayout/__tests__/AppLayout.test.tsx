import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderUi } from '../../../testing/render';
import { Sidebar } from '../../Sidebar/Sidebar';
import { AppLayout } from '../AppLayout';

// jsdom applies no media queries, so the page is laid out as on a desktop, where the phone
// controls are display:none; `hidden: true` and getByLabelText reach them anyway.
function renderLayout() {
  return renderUi(
    <AppLayout
      topBar="Trades Portal"
      sidebar={
        <Sidebar
          brand="Trades Portal"
          items={[
            { key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', end: true },
            { key: 'workers', label: 'Workers', to: '/workers', icon: 'workers' },
          ]}
          pinnedItems={[]}
        />
      }
    >
      <Routes>
        <Route path="/" element={<h1>Dashboard page</h1>} />
        <Route path="/workers" element={<h1>Workers page</h1>} />
      </Routes>
    </AppLayout>,
  );
}

describe('AppLayout', () => {
  it('shows the navigation next to the page content', () => {
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard page');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('opens the phone menu from the top bar and closes it with its close button', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Close menu')).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Close menu'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu on Escape', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu', hidden: true });
    await userEvent.click(menuButton);
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu after navigating', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu', hidden: true });
    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('link', { name: 'Workers' }));
    expect(screen.getByRole('main')).toHaveTextContent('Workers page');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the dimmed page behind it is tapped', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu', hidden: true });
    await userEvent.click(menuButton);
    await userEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
