import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChatUnreadBadge, useChatUnreadName } from '../../features/chat/chat-unread-count';
import { ChangeFormationButton } from '../../features/freemium/change-formation-button';
import { webTexts } from '../../lib/texts';
import { MailUnreadBadge, useMailUnreadName } from './mail-unread-badge';
import { isMenuGroup, isMenuLinkActive, type MenuGroupItem, type MenuItem, type MenuLinkItem } from './menu-items';
import styles from './side-menu.module.css';

interface SideMenuProps {
  items: readonly MenuItem[];
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
}

function MenuLink({ item, onNavigate, isNested = false }: { item: MenuLinkItem; onNavigate?: () => void; isNested?: boolean }) {
  const Icon = item.icon;
  const mailName = useMailUnreadName(item.label, item.badge === 'mail');
  const chatName = useChatUnreadName(item.label, item.badge === 'chat');
  const unreadName = mailName ?? chatName;
  return (
    <NavLink
      aria-label={unreadName}
      to={item.to}
      end={item.isExact ?? false}
      onClick={onNavigate}
      className={({ isActive }) => [styles.link, isNested ? styles.nested : undefined, isActive ? styles.active : undefined].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} aria-hidden="true" size={20} />
      <span>{item.label}</span>
      {item.badge === 'mail' ? <MailUnreadBadge /> : null}
      {item.badge === 'chat' ? <ChatUnreadBadge className={styles.badge} /> : null}
    </NavLink>
  );
}

function MenuGroup({ item, onNavigate }: { item: MenuGroupItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const hasActiveChild = item.children.some((child) => isMenuLinkActive(child, pathname));
  const [isOpen, setIsOpen] = useState(hasActiveChild);
  const Icon = item.icon;
  const isShowingMailCount = !isOpen && item.children.some((child) => child.badge === 'mail');
  const unreadName = useMailUnreadName(item.label, isShowingMailCount);

  // Arriving at a page of a closed group (from a link elsewhere) opens the group, so the current item shows.
  useEffect(() => {
    if (hasActiveChild) setIsOpen(true);
  }, [hasActiveChild]);

  // A disclosure written out rather than Radix Collapsible: its content measures itself in a layout effect
  // (getComputedStyle, getBoundingClientRect), which forces the browser to lay out the whole page inside the
  // first render's commit, twice per group, before the first paint. This menu animates nothing but the chevron.
  const contentId = useId();
  const state = isOpen ? 'open' : 'closed';
  return (
    <div data-state={state}>
      <button
        type="button"
        aria-controls={contentId}
        aria-expanded={isOpen}
        aria-label={unreadName}
        data-state={state}
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
        className={[styles.link, styles.groupTrigger, hasActiveChild ? styles.groupActive : undefined].filter(Boolean).join(' ')}
      >
        <Icon className={styles.icon} aria-hidden="true" size={20} />
        <span>{item.label}</span>
        {/* A closed group still tells of unread mail inside it. */}
        {isShowingMailCount ? <MailUnreadBadge /> : null}
        <ChevronDown className={styles.chevron} aria-hidden="true" size={18} />
      </button>
      <div id={contentId} data-state={state} hidden={!isOpen} className={styles.groupContent}>
        {isOpen ? (
          <ul role="list" className={styles.subList}>
            {item.children.map((child) => (
              <li key={child.id}>
                <MenuLink item={child} onNavigate={onNavigate} isNested />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The side menu (spec 000 §2): links and collapsible groups, the current page marked with aria-current. */
export function SideMenu({ items, onNavigate }: SideMenuProps) {
  return (
    <nav aria-label={webTexts.a11y.mainNavigation} className={styles.nav}>
      <ul role="list" className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>{isMenuGroup(item) ? <MenuGroup item={item} onNavigate={onNavigate} /> : <MenuLink item={item} onNavigate={onNavigate} />}</li>
        ))}
      </ul>
      <ChangeFormationButton />
    </nav>
  );
}
