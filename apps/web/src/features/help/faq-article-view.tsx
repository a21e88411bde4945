import { ChevronRight, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { Chip } from '../../components/chip';
import { formatAcademyDay } from '../../lib/academy-date';
import { paths } from '../../lib/routes';
import { FaqMarkdown } from './faq-markdown';
import { getRelatedArticles } from './faq-search';
import type { FaqArticle } from './faq-types';
import { helpTexts } from './help-texts';
import styles from './faq-article-view.module.css';

interface FaqArticleViewProps {
  article: FaqArticle;
  /** The page shows the question as its heading; the side panel already has it as its title. */
  isQuestionShown: boolean;
  /** Opens a related or linked article in place (side panel); without it they are links to /faqs#faq-0xx. */
  onArticleLink?: (articleId: string) => void;
  /** Called after a link to another page is followed. */
  onNavigate?: () => void;
}

/** One help article: category and audience, question, answer, last update and related articles. */
export function FaqArticleView({ article, isQuestionShown, onArticleLink, onNavigate }: FaqArticleViewProps) {
  const related = getRelatedArticles(article);
  const updated = formatAcademyDay(article.lastUpdated);
  const titleId = `${article.id}-title`;

  return (
    <article className={styles.article} aria-labelledby={isQuestionShown ? titleId : undefined} aria-label={isQuestionShown ? undefined : article.question}>
      <p className={styles.articleMeta}>
        <Chip>{article.category}</Chip>
        <Chip tone="accent">{article.publico}</Chip>
        <span className={styles.articleId}>{article.id}</span>
      </p>
      {isQuestionShown ? (
        <h2 id={titleId} className={styles.articleTitle} tabIndex={-1}>
          {article.question}
        </h2>
      ) : null}
      <section className={styles.answer} aria-label={article.answerMarkdown.title}>
        <p className={styles.answerTitle}>{article.answerMarkdown.title}</p>
        <FaqMarkdown markdown={article.answerMarkdown.description} onArticleLink={onArticleLink} onNavigate={onNavigate} />
      </section>
      {updated ? <p className={styles.updated}>{helpTexts.updatedOn(updated)}</p> : null}

      {related.length > 0 ? (
        <nav className={styles.related} aria-label={helpTexts.related}>
          <h3 className={styles.relatedTitle}>{helpTexts.related}</h3>
          <ul role="list" className={styles.relatedList}>
            {related.map((item) => (
              <li key={item.id}>
                {onArticleLink ? (
                  <button type="button" className={styles.relatedLink} onClick={() => onArticleLink(item.id)}>
                    <span>{item.question}</span>
                    <ChevronRight aria-hidden="true" size={18} />
                  </button>
                ) : (
                  <Link to={`${paths.faqs}#${item.id}`} className={styles.relatedLink}>
                    <span>{item.question}</span>
                    <ChevronRight aria-hidden="true" size={18} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <p className={styles.stillNeedHelp}>
        <LifeBuoy aria-hidden="true" size={18} />
        <span>
          {helpTexts.stillNeedHelp}{' '}
          <Link to={paths.cases} onClick={onNavigate}>
            {helpTexts.openCase}
          </Link>
        </span>
      </p>
    </article>
  );
}
