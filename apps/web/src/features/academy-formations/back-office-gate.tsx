import { academyTexts } from '@campus/contract';
import { isAcademyUser, texts } from '@campus/contract/plain';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';

/** What someone outside the academy side sees at a back-office address (the server refuses them too). */
export function BackOfficeRefusal() {
  return (
    <MessageCard icon={<ShieldAlert size={36} />} title={academyTexts.backOffice.forbidden} tone="danger">
      <MessageCardActions>
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          {texts.menu.home}
        </Link>
      </MessageCardActions>
    </MessageCard>
  );
}

/** The page for the admin flag and staff; a refusal for anyone else. */
export function BackOfficeGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <BackOfficeRefusal />;
  return <>{children}</>;
}
