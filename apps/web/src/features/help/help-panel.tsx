import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { SideSheet } from '../../components/side-sheet';
import { paths } from '../../lib/routes';
import { FaqArticleView } from './faq-article-view';
import { findFaqArticle } from './faq-search';
import { helpTexts } from './help-texts';
import helpStyles from './help.module.css';
import styles from './help-panel.module.css';

interface HelpPanelProps {
  articleId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called when the student opens a related or linked article: the panel shows it in place. */
  onArticleChange: (articleId: string) => void;
}

/** The help side panel (spec 000 §1): one article with its related ones, and a way to the whole help centre. */
export function HelpPanel({ articleId, isOpen, onOpenChange, onArticleChange }: HelpPanelProps) {
  const article = findFaqArticle(articleId);
  const close = () => onOpenChange(false);
  return (
    <SideSheet isOpen={isOpen} onOpenChange={onOpenChange} title={article?.question ?? helpTexts.pageTitle} closeLabel={helpTexts.closePanel}>
      {article ? (
        <FaqArticleView key={article.id} article={article} isQuestionShown={false} onArticleLink={onArticleChange} onNavigate={close} />
      ) : (
        <p className={helpStyles.placeholder}>{helpTexts.notFound}</p>
      )}
      <Link to={`${paths.faqs}${article ? `#${article.id}` : ''}`} className={styles.seeAll} onClick={close}>
        <BookOpen aria-hidden="true" size={18} />
        {helpTexts.seeAll}
      </Link>
    </SideSheet>
  );
}
