import { constants } from '@campus/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import type { MenuItem } from './menu-items';
import styles from './mobile-menu.module.css';
import { SideMenu } from './side-menu';

const desktopQuery = `(min-width: ${constants.breakpoints.mobile}px)`;

/** Under 768 px the side menu lives in this drawer, opened by the header's hamburger button. */
export function MobileMenu({ items }: { items: readonly MenuItem[] }) {
  const [isOpen, setIsOpen] = useState(false);
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

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className={styles.trigger} aria-label={webTexts.a11y.openMenu} data-tour="menu">
        <Menu aria-hidden="true" size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHeader}>
            <Dialog.Title className="visually-hidden">{webTexts.a11y.mainNavigation}</Dialog.Title>
            <Link to={paths.home} className={styles.logoLink} aria-label={webTexts.a11y.goHome} onClick={() => setIsOpen(false)}>
              <BrandLogo />
            </Link>
            <Dialog.Close className={styles.close} aria-label={webTexts.a11y.closeMenu}>
              <X aria-hidden="true" size={22} />
            </Dialog.Close>
          </div>
          <SideMenu items={items} onNavigate={() => setIsOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
