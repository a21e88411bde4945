import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './icon-button.module.css';

export type IconButtonSize = 'tiny' | 'small' | 'medium' | 'large';
export type IconButtonTone = 'muted' | 'strong' | 'danger' | 'outline' | 'primary' | 'inherit';
export type IconButtonShape = 'round' | 'square';

interface IconButtonClassOptions {
  /** 24, 36, 40 (default) or 44 px; 44 where the button is the main target of a bar on phones. */
  size?: IconButtonSize;
  tone?: IconButtonTone;
  shape?: IconButtonShape;
  className?: string;
}

/** Class names of the icon button look, for a router <Link> that looks like one (the button itself: <IconButton>). */
export function iconButtonClassName({ size = 'medium', tone = 'muted', shape = 'round', className }: IconButtonClassOptions = {}): string {
  return [styles.iconButton, styles[size], styles[tone], shape === 'square' ? styles.square : undefined, className].filter(Boolean).join(' ');
}

type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> &
  IconButtonClassOptions & {
    /** The button's name: its aria-label and its tooltip. Required, since the button shows only an icon. */
    label: string;
    /** Whether the label also shows as the native tooltip on hover (default yes). */
    hasTooltip?: boolean;
    /** The icon, marked aria-hidden by its caller. */
    children: ReactNode;
  };

/**
 * A button showing only an icon, named by `label`. Props and ref reach the <button>, so Radix triggers can
 * wrap it with `asChild`; `type` is "button" unless told otherwise.
 */
export function IconButton({ label, hasTooltip = true, size, tone, shape, className, type = 'button', children, ...props }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={hasTooltip ? label : undefined} className={iconButtonClassName({ size, tone, shape, className })} {...props}>
      {children}
    </button>
  );
}
