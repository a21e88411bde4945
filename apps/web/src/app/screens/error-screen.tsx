import { TriangleAlert } from 'lucide-react';
import { buttonClassName } from '../../components/button-class';
import { MessageCard, MessageCardActions, MessageCardFooter } from '../../components/message-card';
import { StandalonePage } from '../../components/standalone-page';
import { SupportContact } from '../../components/support-contact';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * What a render crash leaves on screen (spec 002 §2): an apology, 'Recargar', 'Volver al inicio' and the
 * WhatsApp support contact. Links are plain anchors: a full page load is the surest way out of a broken
 * state, and they keep working when the router is what failed.
 */
export function ErrorScreen({ layout }: { layout: 'standalone' | 'inline' }) {
  usePageTitle(webTexts.crash.pageTitle);
  const card = (
    <MessageCard icon={<TriangleAlert size={36} />} title={webTexts.crash.title} tone="danger">
      <p>{webTexts.crash.body}</p>
      <MessageCardActions>
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => window.location.reload()}>
          {webTexts.crash.reload}
        </button>
        <a href={paths.home} className={buttonClassName({ variant: 'secondary' })}>
          {webTexts.crash.backHome}
        </a>
      </MessageCardActions>
      <MessageCardFooter>
        <SupportContact />
      </MessageCardFooter>
    </MessageCard>
  );
  return layout === 'inline' ? card : <StandalonePage homeLabel={webTexts.a11y.goHome}>{card}</StandalonePage>;
}
