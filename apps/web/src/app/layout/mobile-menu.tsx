import { constants, texts } from '@campus/contract/plain';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { IconButton } from '../../components/icon-button';
import { webTexts } from '../../lib/texts';
import { useInboxUnreadCount } from './mail-unread-badge';
import type { MenuItem } from './menu-items';
import styles from './mobile-menu.module.css';

// The drawer (Radix Dialog) loads the first time it opens, or when the button is pointed at or focused.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

const desktopQuery = `(min-width: ${constants.breakpoints.mobile}px)`;

/** Under 768 px the side menu lives in this drawer, opened by the header's hamburger button. */
export function MobileMenu({ items }: { items: readonly MenuItem[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const unreadId = useId();
  // On phones 'Correo' and its count are inside the closed drawer: the button shows that there is unread mail.
  const unreadMail = useInboxUnreadCount();
  const { pathname } = useLocation();

  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  // Growing the window past the breakpoint shows the fixed menu; a drawer left open would cover the page.
  useEffect(() => {
    const media = window.matchMedia?.(desktopQuery);
    if (!media) return;
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setIsOpen(false);
    };
    media.addEventListener('change', closeOnDesktop);
    return () => media.removeEventListener('change', closeOnDesktop);
  }, []);

  // The attributes are those of Radix's Dialog.Trigger, which would bring the dialog code with the header.
  return (
    <>
      <IconButton
        ref={triggerRef}
        label={webTexts.a11y.openMenu}
        hasTooltip={false}
        size="large"
        tone="strong"
        shape="square"
        className={styles.trigger}
        aria-describedby={unreadMail > 0 ? unreadId : undefined}
        data-tour="menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? contentId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen((wasOpen) => !wasOpen);
        }}
      >
        <Menu aria-hidden="true" size={24} />
        {unreadMail > 0 ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
      </IconButton>
      {unreadMail > 0 ? (
        <span id={unreadId} hidden>
          {texts.mail.unreadCount(unreadMail)}
        </span>
      ) : null}
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer items={items} contentId={contentId} isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
