import { texts } from '@campus/contract';
import { FileText, KeyRound, LogOut, MonitorSmartphone, Scale, ShieldCheck, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../../components/modal-dialog';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/routes';
import { useProfile } from '../api/get-profile';
import { ResetPasswordDialog } from '../info/reset-password-dialog';
import { useLogoutAllSessions } from './api/logout-all-sessions';
import { privacyTabTexts as labels } from './privacy-texts';
import styles from './privacy.module.css';

/** One card of the tab: an icon, a title, a lead, its actions and a note under them. */
function PrivacyCard({
  id,
  icon,
  title,
  lead,
  note,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  lead: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={id} className={styles.cardTitle}>
            {title}
          </h2>
          <p className={styles.cardLead}>{lead}</p>
        </div>
      </div>
      <div className={styles.actions}>{children}</div>
      {note ? <p className={styles.cardNote}>{note}</p> : null}
    </section>
  );
}

/**
 * '¿No recuerdas tu contraseña?': the same reset as the information tab's 'Resetear contraseña' (its dialog,
 * which names the personal e-mail the temporary password goes to).
 */
export function ResetPasswordCard({ contactCode }: { contactCode: string }) {
  const profile = useProfile(contactCode, false);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <PrivacyCard id="privacy-reset-title" icon={<KeyRound size={20} />} title={labels.forgotTitle} lead={labels.forgotLead}>
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setIsOpen(true)} disabled={!profile.data}>
        <KeyRound aria-hidden="true" size={18} />
        {labels.resetPassword}
      </button>
      {profile.data ? <ResetPasswordDialog open={isOpen} onOpenChange={setIsOpen} contact={profile.data.contacto} /> : null}
    </PrivacyCard>
  );
}

/** 'Desconectar todos los dispositivos' (spec 002 §7), confirmed first: this device signs out too. */
export function DevicesCard() {
  const [isOpen, setIsOpen] = useState(false);
  const logoutAll = useLogoutAllSessions();
  return (
    <PrivacyCard
      id="privacy-devices-title"
      icon={<MonitorSmartphone size={20} />}
      title={labels.devicesTitle}
      lead={labels.devicesLead}
      note={labels.devicesCalendarNote}
    >
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setIsOpen(true)}>
        <LogOut aria-hidden="true" size={18} />
        {labels.disconnectAll}
      </button>
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={labels.disconnectConfirmTitle}
        description={labels.disconnectConfirmBody}
        closeLabel={labels.close}
        icon={<LogOut size={22} />}
      >
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setIsOpen(false)}>
            {labels.cancel}
          </button>
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => logoutAll.mutate()} disabled={logoutAll.isPending}>
            {logoutAll.isPending ? <Spinner size="small" /> : null}
            {labels.disconnectConfirm}
          </button>
        </ModalDialogActions>
      </ModalDialog>
    </PrivacyCard>
  );
}

/** 'Centro de privacidad': the academy's data-protection policy and legal notice (public pages). */
export function PrivacyCentreCard() {
  return (
    <PrivacyCard id="privacy-centre-title" icon={<ShieldCheck size={20} />} title={labels.privacyCentreTitle} lead={labels.privacyCentreLead}>
      <Link className={buttonClassName({ variant: 'secondary' })} to={paths.privacyPolicy}>
        <FileText aria-hidden="true" size={18} />
        {labels.privacyPolicy}
      </Link>
      <Link className={buttonClassName({ variant: 'secondary' })} to={paths.legalNotice}>
        <Scale aria-hidden="true" size={18} />
        {labels.legalNotice}
      </Link>
    </PrivacyCard>
  );
}

/** 'Cerrar cuenta': not offered in this version (spec 002 §8: 'Función no disponible en esta versión'). */
export function CloseAccountCard() {
  return (
    <PrivacyCard id="privacy-close-title" icon={<UserX size={20} />} title={labels.closeAccountTitle} lead={labels.closeAccountLead}>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', className: styles.dangerButton })}
        onClick={() => toast.info(texts.privacy.closeAccountUnavailable)}
      >
        <UserX aria-hidden="true" size={18} />
        {labels.closeAccount}
      </button>
    </PrivacyCard>
  );
}
