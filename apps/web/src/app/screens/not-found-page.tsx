import { Compass, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { MessageCard, MessageCardActions, MessageCardFooter } from '../../components/message-card';
import { SupportContact } from '../../components/support-contact';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';

/** Any unknown path (spec 002 §2): a way home, a way to report it (/incidencias) and WhatsApp support. */
export function NotFoundPage() {
  usePageTitle(webTexts.notFound.pageTitle);
  return (
    <MessageCard icon={<Compass size={36} />} eyebrow={webTexts.notFound.code} title={webTexts.notFound.title}>
      <p>{webTexts.notFound.body}</p>
      <MessageCardActions>
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          {webTexts.notFound.backHome}
        </Link>
        <Link to={paths.cases} className={buttonClassName({ variant: 'secondary' })}>
          <LifeBuoy aria-hidden="true" size={18} />
          {webTexts.notFound.openCase}
        </Link>
      </MessageCardActions>
      <MessageCardFooter>
        <SupportContact />
      </MessageCardFooter>
    </MessageCard>
  );
}
