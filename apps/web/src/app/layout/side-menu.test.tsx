import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House, Settings } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/query-client';
import { getVisibleMenu, mainMenu, type MenuItem } from './menu-items';
import { SideMenu } from './side-menu';

function renderMenu(items: readonly MenuItem[], path = '/') {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SideMenu items={items} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const withAdminItems: MenuItem[] = [
  ...mainMenu,
  { id: 'admin', label: 'Administración', to: '/admin', icon: Settings, isAdminOnly: true },
  {
    id: 'tools',
    label: 'Herramientas',
    icon: House,
    children: [
      { id: 'tests-tool', label: 'Banco de tests', to: '/herramientas/tests', icon: House },
      { id: 'audit', label: 'Auditoría', to: '/auditoria', icon: House, isAdminOnly: true },
    ],
  },
];

describe('SideMenu', () => {
  it('shows admin-only items only to admins', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu(getVisibleMenu(withAdminItems, { isAdmin: false }));
    expect(screen.queryByRole('link', { name: 'Administración' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Herramientas' }));
    expect(screen.getByRole('link', { name: 'Banco de tests' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auditoría' })).not.toBeInTheDocument();
    unmount();

    renderMenu(getVisibleMenu(withAdminItems, { isAdmin: true }));
    expect(screen.getByRole('link', { name: 'Administración' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Herramientas' }));
    expect(screen.getByRole('link', { name: 'Auditoría' })).toBeInTheDocument();
  });

  it('marks the current page with aria-current and opens its group', () => {
    renderMenu(mainMenu, '/chat/7');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Comunicación' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Calendario' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes a group', async () => {
    const user = userEvent.setup();
    renderMenu(mainMenu, '/');
    const trigger = screen.getByRole('button', { name: 'Calendario' });
    expect(screen.queryByRole('link', { name: 'Timeline' })).not.toBeInTheDocument();
    await user.click(trigger);
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/timeline');
    await user.click(trigger);
    expect(screen.queryByRole('link', { name: 'Timeline' })).not.toBeInTheDocument();
  });
});
