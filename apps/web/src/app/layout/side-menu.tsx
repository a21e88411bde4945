import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChangeFormationButton } from '../../features/freemium/change-formation-button';
import { webTexts } from '../../lib/texts';
import { isMenuGroup, isMenuLinkActive, type MenuGroupItem, type MenuItem, type MenuLinkItem } from './menu-items';
import styles from './side-menu.module.css';

interface SideMenuProps {
  items: readonly MenuItem[];
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
}

function MenuLink({ item, onNavigate, isNested = false }: { item: MenuLinkItem; onNavigate?: () => void; isNested?: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.isExact ?? false}
      onClick={onNavigate}
      className={({ isActive }) => [styles.link, isNested ? styles.nested : undefined, isActive ? styles.active : undefined].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} aria-hidden="true" size={20} />
      <span>{item.label}</span>
    </NavLink>
  );
}

function MenuGroup({ item, onNavigate }: { item: MenuGroupItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const hasActiveChild = item.children.some((child) => isMenuLinkActive(child, pathname));
  const [isOpen, setIsOpen] = useState(hasActiveChild);
  const Icon = item.icon;

  // Arriving at a page of a closed group (from a link elsewhere) opens the group, so the current item shows.
  useEffect(() => {
    if (hasActiveChild) setIsOpen(true);
  }, [hasActiveChild]);

  return (
    <Collapsible.Root open={isOpen} onOpenChange={setIsOpen}>
      <Collapsible.Trigger className={[styles.link, styles.groupTrigger, hasActiveChild ? styles.groupActive : undefined].filter(Boolean).join(' ')}>
        <Icon className={styles.icon} aria-hidden="true" size={20} />
        <span>{item.label}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" size={18} />
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.groupContent}>
        <ul role="list" className={styles.subList}>
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLink item={child} onNavigate={onNavigate} isNested />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The side menu (spec 000 §2): links and collapsible groups, the current page marked with aria-current. */
export function SideMenu({ items, onNavigate }: SideMenuProps) {
  return (
    <nav aria-label={webTexts.a11y.mainNavigation} className={styles.nav}>
      <ul role="list" className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            {isMenuGroup(item) ? <MenuGroup item={item} onNavigate={onNavigate} /> : <MenuLink item={item} onNavigate={onNavigate} />}
          </li>
        ))}
      </ul>
      <ChangeFormationButton />
    </nav>
  );
}
