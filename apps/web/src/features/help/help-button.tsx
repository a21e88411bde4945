import { Info } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { IconButton } from '../../components/icon-button';
import { HEADER_HELP_ARTICLE_ID } from './help-article-ids';
import { helpTexts } from './help-texts';

// The articles load with the panel, the first time it opens: the header stays light on every page.
const HelpPanel = lazy(() => import('./help-panel').then((module) => ({ default: module.HelpPanel })));

const ARTICLE_ID = /^faq-\d{3}$/;

/** Query parameter that opens the help panel on an article from any page: `?ayuda=faq-029`. */
export const HELP_ARTICLE_PARAM = 'ayuda';

interface HelpButtonProps {
  /** The article the button opens; the header's opens faq-051 (spec 000 §2). */
  articleId?: string;
  className?: string;
}

/**
 * The header's info button (aria-label "Ayuda"): opens the help side panel on faq-051. The panel can also
 * be opened by a link carrying `?ayuda=faq-0xx`, so any page or message can point at an article in place.
 */
export function HelpButton({ articleId = HEADER_HELP_ARTICLE_ID, className }: HelpButtonProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedParam = searchParams.get(HELP_ARTICLE_PARAM);
  const linkedId = linkedParam && ARTICLE_ID.test(linkedParam) ? linkedParam : null;
  const [isOpen, setIsOpen] = useState(false);
  const [shownId, setShownId] = useState(articleId);

  const removeLink = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(HELP_ARTICLE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const open = () => {
    setShownId(articleId);
    setIsOpen(true);
  };

  const changeOpen = (nextIsOpen: boolean) => {
    setIsOpen(nextIsOpen);
    if (!nextIsOpen && linkedId) removeLink();
  };

  const changeArticle = (nextId: string) => {
    setShownId(nextId);
    if (linkedId) {
      setIsOpen(true);
      removeLink();
    }
  };

  return (
    <>
      <IconButton label={helpTexts.buttonLabel} tone="strong" className={className} onClick={open}>
        <Info aria-hidden="true" size={22} />
      </IconButton>
      {isOpen || linkedId !== null ? (
        <Suspense fallback={null}>
          <HelpPanel articleId={linkedId ?? shownId} isOpen onOpenChange={changeOpen} onArticleChange={changeArticle} />
        </Suspense>
      ) : null}
    </>
  );
}
