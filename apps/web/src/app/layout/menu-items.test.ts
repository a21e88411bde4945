import { House, Settings } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { isTeacherOnlyUser } from '@campus/contract';
import { makeFormation, makeSessionUser } from '../../test/factories';
import { getVisibleMenu, isMenuGroup, isMenuLinkActive, mainMenu, withTaughtGroups, type MenuItem } from './menu-items';

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
    expect(labels(getVisibleMenu(menu, { isAdmin: false }))).toEqual(['Inicio', 'Comunicación', 'Correo']);
  });

  it('shows everything to admins', () => {
    expect(labels(getVisibleMenu(menu, { isAdmin: true }))).toEqual(['Inicio', 'Administración', 'Comunicación', 'Correo', 'Auditoría', 'Gestión', 'X']);
  });
});

describe('mainMenu', () => {
  const backOffice = ['Gestión de la academia'];
  const notIn = (menu: MenuItem[], base: MenuItem[]) => labels(menu).filter((label) => !labels(base).includes(label));
  const studentMenu = getVisibleMenu(mainMenu, { isAdmin: false });

  it('shows the academy-side pages (Gestión) to admins: the back office and the spec’s two admin items', () => {
    expect(notIn(getVisibleMenu(mainMenu, { isAdmin: true }), studentMenu)).toEqual(['Gestión', ...backOffice, 'Enviar notificaciones', 'Atender incidencias']);
  });

  it('shows staff the back office (issue 31) but not the spec’s admin-only items', () => {
    expect(notIn(getVisibleMenu(mainMenu, { isAdmin: false, isAcademy: true }), studentMenu)).toEqual(['Gestión', ...backOffice]);
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
      ...backOffice,
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

describe("a teacher's menu (issue 30 item 9)", () => {
  const groups = [
    makeFormation({ edu_codigoformacion: 'GRU-DAW-2026-A', edu_formacion: 'DAW 2026 A' }),
    makeFormation({ edu_codigoformacion: 'GRU-DAM-2026-B', edu_formacion: 'DAM 2026 B' }),
  ];
  /** The shell's menu for a session user and the groups they teach (what AppShell builds). */
  const menuOf = (types: string, taught: typeof groups, freemium = false) => {
    const user = makeSessionUser({ edu_tipocontacto: types, freemium });
    return withTaughtGroups(getVisibleMenu(mainMenu, { isAdmin: false, isTeacherOnly: isTeacherOnlyUser(user) }), taught);
  };
  const studentMenu = labels(getVisibleMenu(mainMenu, { isAdmin: false }));

  it('drops Tests and adds "Mis grupos" after the home, one entry per group opening its workspace', () => {
    const menu = menuOf('5', groups);
    expect(labels(menu)).toEqual(['Inicio', 'Mis grupos', 'DAW 2026 A', 'DAM 2026 B', ...studentMenu.slice(1).filter((label) => label !== 'Tests')]);
    const myGroups = menu[1];
    expect(myGroups && isMenuGroup(myGroups) && myGroups.children.map((child) => child.to)).toEqual(['/docencia/GRU-DAW-2026-A', '/docencia/GRU-DAM-2026-B']);
  });

  it('keeps the student entries of a teacher who also studies, with his groups', () => {
    expect(labels(menuOf('1,5', groups))).toEqual(['Inicio', 'Mis grupos', 'DAW 2026 A', 'DAM 2026 B', ...studentMenu.slice(1)]);
  });

  it("leaves a student's, a type 3's and a free-trial visitor's menu as it was", () => {
    expect(labels(menuOf('1', []))).toEqual(studentMenu);
    expect(labels(menuOf('3', []))).toEqual(studentMenu);
    expect(labels(menuOf('1', [], true))).toEqual(studentMenu);
    // A teacher whose groups are not known yet (or who has none) gets no empty "Mis grupos".
    expect(labels(menuOf('5', []))).toEqual(studentMenu.filter((label) => label !== 'Tests'));
  });
});
