import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { IconButton } from '../../components/icon-button';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import type { MenuItem } from './menu-items';
import styles from './mobile-menu.module.css';
import { SideMenu } from './side-menu';

interface MobileMenuDrawerProps {
  items: readonly MenuItem[];
  /** The id the hamburger button's aria-controls names. */
  contentId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The hamburger button (a plain button, not a Radix Trigger): focus goes back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The drawer of the mobile menu, loaded the first time it opens (Radix Dialog is not needed for the first paint). */
export function MobileMenuDrawer({ items, contentId, isOpen, onOpenChange, triggerRef }: MobileMenuDrawerProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={contentId}
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className={styles.drawerHeader}>
            <Dialog.Title className="visually-hidden">{webTexts.a11y.mainNavigation}</Dialog.Title>
            <Link to={paths.home} className={styles.logoLink} aria-label={webTexts.a11y.goHome} onClick={() => onOpenChange(false)}>
              <BrandLogo />
            </Link>
            <Dialog.Close asChild>
              <IconButton label={webTexts.a11y.closeMenu} hasTooltip={false} size="large" tone="strong" shape="square">
                <X aria-hidden="true" size={22} />
              </IconButton>
            </Dialog.Close>
          </div>
          <SideMenu items={items} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
