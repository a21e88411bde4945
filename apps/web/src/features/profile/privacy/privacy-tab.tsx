import type { ProfileTabProps } from '../profile-tab-props';
import { CloseAccountCard, DevicesCard, PrivacyCentreCard, ResetPasswordCard } from './account-cards';
import { ChangePasswordCard } from './change-password-card';
import styles from './privacy.module.css';

/**
 * 'Privacidad y seguridad' (spec 002 §2 Profile, §7, §8): change the password (or go to the academy's OIDC
 * provider), reset it to a temporary one, disconnect every device, the privacy centre with the data-protection
 * policy and the legal notice, and 'Cerrar cuenta' (not offered in this version).
 */
export function PrivacyTab({ contactCode }: ProfileTabProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <ChangePasswordCard />
      </div>
      <div className={styles.column}>
        <ResetPasswordCard contactCode={contactCode} />
        <DevicesCard />
        <PrivacyCentreCard />
        <CloseAccountCard />
      </div>
    </div>
  );
}
