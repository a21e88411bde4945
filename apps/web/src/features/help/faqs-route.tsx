import { ArrowLeft, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { texts } from '@campus/contract';
import { EmptyState } from '../../components/empty-state';
import { SectionNav } from '../../components/section-switcher';
import { moveFocusTo } from '../../lib/move-focus';
import { paths } from '../../lib/routes';
import { usePageTitle } from '../../lib/use-page-title';
import { FaqArticleView } from './faq-article-view';
import { filterFaqArticles, findFaqArticle } from './faq-search';
import { faqAudiences, faqCategories, type FaqArticle, type FaqAudience, type FaqCategory } from './faq-types';
import { HEADER_HELP_ARTICLE_ID } from './help-article-ids';
import { helpTexts } from './help-texts';
import helpStyles from './help.module.css';
import styles from './faqs-route.module.css';

/** The results grouped by category, in the help centre's category order. */
function groupByCategory(articles: readonly FaqArticle[]): { category: FaqCategory; articles: FaqArticle[] }[] {
  return faqCategories
    .map((category) => ({ category, articles: articles.filter((article) => article.category === category) }))
    .filter((group) => group.articles.length > 0);
}

/**
 * /faqs, the help centre (spec 000 §1, §3): search by words (every word must be in the question or the
 * answer; accents ignored), category and audience filters, and the article named by the URL hash
 * (/faqs#faq-029) with its related articles.
 */
export function FaqsRoute() {
  usePageTitle(helpTexts.pageTitle);
  const { hash } = useLocation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [audience, setAudience] = useState<FaqAudience | null>(null);
  const searchId = useId();
  const articleRef = useRef<HTMLDivElement>(null);

  const results = useMemo(() => filterFaqArticles({ search, category, audience }), [search, category, audience]);
  const selectedId = hash.startsWith('#faq-') ? hash.slice(1) : null;
  const selected = findFaqArticle(selectedId);
  // Without a chosen article the wide layout shows the first steps next to the list (phones show the list only).
  const shown = selectedId ? selected : findFaqArticle(HEADER_HELP_ARTICLE_ID);
  const groups = useMemo(() => groupByCategory(results), [results]);
  const hasFilters = search.trim() !== '' || category !== null || audience !== null;

  // Opening an article from the list or a link brings it into view and moves focus to its title.
  useEffect(() => {
    if (!selectedId) return;
    const heading = articleRef.current?.querySelector<HTMLElement>('h2');
    moveFocusTo(heading, { preventScroll: true });
    articleRef.current?.scrollIntoView?.({ block: 'start' });
  }, [selectedId]);

  const clearFilters = () => {
    setSearch('');
    setCategory(null);
    setAudience(null);
  };

  return (
    <div className={[styles.page, selectedId ? styles.hasSelection : undefined].filter(Boolean).join(' ')}>
      <SectionNav current={paths.faqs} />
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{helpTexts.pageTitle}</h1>
        <p className={styles.pageLead}>{helpTexts.pageLead}</p>
        <div className={styles.searchBox}>
          <label htmlFor={searchId} className="visually-hidden">
            {helpTexts.searchLabel}
          </label>
          <Search aria-hidden="true" size={20} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={helpTexts.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className={styles.filters}>
          <div role="group" aria-label={helpTexts.audienceLabel} className={styles.segmented}>
            {[null, ...faqAudiences].map((value) => (
              <button key={value ?? 'all'} type="button" aria-pressed={audience === value} className={styles.segment} onClick={() => setAudience(value)}>
                {value ?? helpTexts.allAudiences}
              </button>
            ))}
          </div>
          <div role="group" aria-label={helpTexts.categoryLabel} className={styles.chips}>
            {[null, ...faqCategories].map((value) => (
              <button key={value ?? 'all'} type="button" aria-pressed={category === value} className={styles.filterChip} onClick={() => setCategory(value)}>
                {value ?? helpTexts.allCategories}
              </button>
            ))}
          </div>
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.listColumn} aria-label={helpTexts.resultsLabel}>
          <p className={styles.count} role="status">
            {helpTexts.results(results.length)}
          </p>
          {results.length === 0 ? (
            <EmptyState message={texts.empty.nothingToSee}>
              <p className={styles.emptyHint}>{helpTexts.noResultsHint}</p>
              {hasFilters ? (
                <button type="button" className={styles.clearButton} onClick={clearFilters}>
                  {helpTexts.clearFilters}
                </button>
              ) : null}
            </EmptyState>
          ) : (
            groups.map((group) => (
              <div key={group.category} className={styles.resultGroup}>
                <h2 className={styles.resultGroupTitle}>{group.category}</h2>
                <ul role="list" className={styles.resultList}>
                  {group.articles.map((article) => (
                    <li key={article.id}>
                      <Link
                        to={`${paths.faqs}#${article.id}`}
                        className={styles.resultLink}
                        aria-current={article.id === selected?.id ? 'true' : undefined}
                        preventScrollReset
                      >
                        <span className={styles.resultQuestion}>{article.question}</span>
                        {article.publico === 'Profesores' && article.category !== 'Profesorado' ? (
                          <span className={styles.resultAudience}>{article.publico}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>

        <div className={styles.articleColumn} ref={articleRef}>
          {selectedId ? (
            <Link to={paths.faqs} className={styles.backLink}>
              <ArrowLeft aria-hidden="true" size={18} />
              {helpTexts.backToList}
            </Link>
          ) : null}
          {shown ? (
            <FaqArticleView key={shown.id} article={shown} isQuestionShown />
          ) : (
            <p className={helpStyles.placeholder}>{selectedId ? helpTexts.notFound : helpTexts.chooseArticle}</p>
          )}
        </div>
      </div>
    </div>
  );
}
