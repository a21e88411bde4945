import type { Formation } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import {
  BarChart3,
  Bell,
  CalendarDays,
  CalendarRange,
  ClipboardCheck,
  FlaskConical,
  GanttChart,
  Headset,
  House,
  LifeBuoy,
  Mail,
  Megaphone,
  MessageCircle,
  Presentation,
  MessagesSquare,
  Send,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { matchPath } from 'react-router';
import { paths } from '../../lib/routes';

/** A menu entry that navigates. */
export interface MenuLinkItem {
  id: string;
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shown only to users with the admin flag (spec 000 §2, §6). */
  isAdminOnly?: boolean;
  /** Shown to the academy side: the admin flag or staff (issue 31: the back office is for both). */
  isAcademyOnly?: boolean;
  /** Hidden from a teacher who does not study (issue 30 item 9: the contract's isTeacherOnlyUser). */
  isStudentOnly?: boolean;
  /** Active only on this exact path (the home), not on the paths below it. */
  isExact?: boolean;
  /** A live count shown next to the label ('mail': the inbox's unread mail; 'chat': unread chat messages). */
  badge?: 'mail' | 'chat';
}

/** A collapsible entry holding sub-items. */
export interface MenuGroupItem {
  id: string;
  label: string;
  icon: LucideIcon;
  isAdminOnly?: boolean;
  isAcademyOnly?: boolean;
  isStudentOnly?: boolean;
  children: readonly MenuLinkItem[];
}

export type MenuItem = MenuLinkItem | MenuGroupItem;

/** True for a group entry. */
export function isMenuGroup(item: MenuItem): item is MenuGroupItem {
  return 'children' in item;
}

/**
 * The side menu of spec 000 §2, in order. The academy-side pages (writing dashboard notifications, handling
 * support cases) are the admin items: shown only to users with the admin flag (spec 000), while the server
 * opens them to admin users and staff and refuses everyone else.
 */
export const mainMenu: readonly MenuItem[] = [
  { id: 'home', label: texts.menu.home, to: paths.home, icon: House, isExact: true },
  {
    id: 'calendar-group',
    label: texts.menu.calendarGroup,
    icon: CalendarDays,
    children: [
      { id: 'calendar', label: texts.menu.calendar, to: paths.calendar, icon: CalendarRange },
      { id: 'timeline', label: texts.menu.timeline, to: paths.timeline, icon: GanttChart },
    ],
  },
  {
    id: 'communication-group',
    label: texts.menu.communication,
    icon: MessagesSquare,
    children: [
      { id: 'mail', label: texts.menu.mail, to: paths.mail, icon: Mail, badge: 'mail' },
      { id: 'chat', label: texts.menu.chat, to: paths.chat, icon: MessageCircle, badge: 'chat' },
      { id: 'board', label: texts.menu.board, to: paths.board, icon: Megaphone },
      { id: 'notifications', label: texts.menu.notifications, to: paths.notifications, icon: Bell },
    ],
  },
  { id: 'evaluations', label: texts.menu.evaluations, to: paths.evaluations, icon: ClipboardCheck },
  { id: 'statistics', label: texts.menu.statistics, to: paths.statistics, icon: BarChart3 },
  { id: 'tests', label: texts.menu.tests, to: paths.tests, icon: FlaskConical, isStudentOnly: true },
  { id: 'cases', label: texts.menu.cases, to: paths.cases, icon: LifeBuoy },
  {
    id: 'academy-group',
    label: texts.menu.academyGroup,
    icon: ShieldCheck,
    // Issue 31 opens the back office to staff too, so the group is the academy side's; the spec's two admin items
    // (spec 000 §2) stay admin-only in the menu, as before.
    isAcademyOnly: true,
    children: [
      // One entry for the whole back office: its landing is the hub whose cards open each section (people, groups,
      // withdrawals, imports, API keys, audit), which keeps the menu short and the first load light.
      { id: 'back-office', label: texts.backOffice.home, to: paths.backOffice, icon: ShieldCheck, isAcademyOnly: true, isExact: true },
      { id: 'academy-notifications', label: texts.menu.academyNotifications, to: paths.academyNotifications, icon: Send, isAdminOnly: true },
      { id: 'academy-cases', label: texts.menu.academyCases, to: paths.academyCases, icon: Headset, isAdminOnly: true },
    ],
  },
];

/** Who the menu is for: the admin flag, and a teacher who does not study (the contract's isTeacherOnlyUser). */
export interface MenuViewer {
  isAdmin: boolean;
  /** The admin flag or staff (contract's isAcademyUser). */
  isAcademy?: boolean;
  isTeacherOnly?: boolean;
}

/**
 * The entries a user may see: admin-only items and sub-items are removed for non-admins, student-only ones for a
 * teacher who does not study, and a group left without sub-items disappears with them.
 */
export function getVisibleMenu(items: readonly MenuItem[], { isAdmin, isAcademy = isAdmin, isTeacherOnly = false }: MenuViewer): MenuItem[] {
  const isHidden = (item: MenuItem) => (item.isAdminOnly && !isAdmin) || (item.isAcademyOnly && !isAcademy) || (item.isStudentOnly && isTeacherOnly);
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (isHidden(item)) continue;
    if (!isMenuGroup(item)) {
      visible.push(item);
      continue;
    }
    const children = item.children.filter((child) => !isHidden(child));
    if (children.length > 0) visible.push({ ...item, children });
  }
  return visible;
}

/** The workspace of a group he teaches (issue 30: the teacher's group workspace, /docencia/:groupCode). */
export const teachingGroupPath = (groupCode: string) => `/docencia/${encodeURIComponent(groupCode)}`;

/**
 * The menu of someone who teaches: "Mis grupos" after the home, one sub-item per group he teaches opening its
 * workspace. Unchanged for who teaches nothing (students, type 3, free-trial visitors).
 */
export function withTaughtGroups(items: readonly MenuItem[], groups: readonly Pick<Formation, 'edu_codigoformacion' | 'edu_formacion'>[]): MenuItem[] {
  if (groups.length === 0) return [...items];
  const myGroups: MenuGroupItem = {
    id: 'taught-groups',
    label: texts.teachingShell.myGroups,
    icon: Presentation,
    children: groups.map((group) => ({
      id: `taught-group-${group.edu_codigoformacion}`,
      label: group.edu_formacion,
      to: teachingGroupPath(group.edu_codigoformacion),
      icon: Presentation,
    })),
  };
  const homeIndex = items.findIndex((item) => item.id === 'home');
  return [...items.slice(0, homeIndex + 1), myGroups, ...items.slice(homeIndex + 1)];
}

/** True when the link is the current page (or, unless exact, an ancestor of it). */
export function isMenuLinkActive(item: MenuLinkItem, pathname: string): boolean {
  return matchPath({ path: item.to, end: item.isExact ?? false }, pathname) !== null;
}
