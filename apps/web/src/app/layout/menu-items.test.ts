import { House, Settings } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { getVisibleMenu, isMenuGroup, isMenuLinkActive, mainMenu, type MenuItem } from './menu-items';

const menu: MenuItem[] = [
  { id: 'home', label: 'Inicio', to: '/', icon: House, isExact: true },
  { id: 'admin-page', label: 'Administración', to: '/admin', icon: Settings, isAdminOnly: true },
  {
    id: 'group',
    label: 'Comunicación',
    icon: House,
    children: [
      { id: 'mail', label: 'Correo', to: '/correo', icon: House },
      { id: 'audit', label: 'Auditoría', to: '/auditoria', icon: House, isAdminOnly: true },
    ],
  },
  { id: 'admin-group', label: 'Gestión', icon: House, children: [{ id: 'x', label: 'X', to: '/x', icon: House, isAdminOnly: true }] },
];

const labels = (items: MenuItem[]) => items.flatMap((item) => (isMenuGroup(item) ? [item.label, ...item.children.map((child) => child.label)] : [item.label]));

describe('getVisibleMenu', () => {
  it('hides admin-only items and sub-items from non-admins, and groups left empty', () => {
    expect(labels(getVisibleMenu(menu, false))).toEqual(['Inicio', 'Comunicación', 'Correo']);
  });

  it('shows everything to admins', () => {
    expect(labels(getVisibleMenu(menu, true))).toEqual(['Inicio', 'Administración', 'Comunicación', 'Correo', 'Auditoría', 'Gestión', 'X']);
  });
});

describe('mainMenu', () => {
  it('shows the academy-side pages (Gestión) only to admins', () => {
    const adminOnly = labels(getVisibleMenu(mainMenu, true)).filter((label) => !labels(getVisibleMenu(mainMenu, false)).includes(label));
    expect(adminOnly).toEqual(['Gestión', 'Enviar notificaciones', 'Atender incidencias']);
  });

  it('holds every item and sub-item of spec 000 §2 in order, then the admin items', () => {
    expect(labels([...mainMenu])).toEqual([
      'Inicio',
      'Calendario',
      'Calendario',
      'Timeline',
      'Comunicación',
      'Correo',
      'Chat',
      'Tablón de anuncios',
      'Notificaciones',
      'Evaluaciones',
      'Estadísticas',
      'Tests',
      'Incidencias',
      'Gestión',
      'Enviar notificaciones',
      'Atender incidencias',
    ]);
  });
});

describe('isMenuLinkActive', () => {
  it('matches the home exactly and other items with their sub-paths', () => {
    const [home] = menu;
    expect(home && !isMenuGroup(home) && isMenuLinkActive(home, '/')).toBe(true);
    expect(home && !isMenuGroup(home) && isMenuLinkActive(home, '/correo')).toBe(false);
    expect(isMenuLinkActive({ id: 'chat', label: 'Chat', to: '/chat', icon: House }, '/chat/12')).toBe(true);
  });
});
