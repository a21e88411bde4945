import { MessageCircle } from 'lucide-react';
import { usePublicConfig } from '../lib/api/get-public-config';
import { webTexts } from '../lib/texts';
import { buildWhatsappUrl } from '../lib/whatsapp';
import styles from './support-contact.module.css';

/**
 * The academy's WhatsApp support link (spec 002 §2: not-found and crash screens point to it).
 * Renders nothing until the public configuration answers, or if it fails: a broken link helps nobody.
 */
export function SupportContact({ title }: { title?: string }) {
  const { data } = usePublicConfig();
  const phone = data?.supportWhatsapp ?? null;
  const url = buildWhatsappUrl(phone);
  if (!phone || !url) return null;
  return (
    <div className={styles.support}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" size={20} />
        <span>{webTexts.support.whatsappAction(phone)}</span>
        <span className="visually-hidden"> {webTexts.support.opensInNewTab}</span>
      </a>
    </div>
  );
}
