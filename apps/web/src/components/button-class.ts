import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonClassOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isBlock?: boolean;
  className?: string;
}

/** Class names of the shared button look, for <button>, <a> and router <Link> alike. */
export function buttonClassName({ variant = 'primary', size = 'medium', isBlock = false, className }: ButtonClassOptions = {}): string {
  return [styles.button, styles[variant], size === 'medium' ? undefined : styles[size], isBlock ? styles.block : undefined, className]
    .filter(Boolean)
    .join(' ');
}
