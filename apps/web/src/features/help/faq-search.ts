import { matchesAllWords } from '../../lib/search-text';
import { allFaqArticles } from './faq-articles';
import type { FaqArticle, FaqAudience, FaqCategory } from './faq-types';

/** Related ids are numbers; they read as 'faq-051' (spec 000 §3: padded to 3 digits). */
export function formatFaqId(value: number | string): string {
  const digits = String(value).replace(/^faq-/, '');
  return `faq-${digits.padStart(3, '0')}`;
}

/** Only published articles (state 1) are ever listed or opened (spec 000 §3). */
export function getPublishedArticles(articles: readonly FaqArticle[] = allFaqArticles): FaqArticle[] {
  return articles.filter((article) => article.state === 1);
}

/** A published article by id ('faq-051' or 51); undefined for a draft or an unknown id. */
export function findFaqArticle(id: string | number | null | undefined, articles: readonly FaqArticle[] = allFaqArticles): FaqArticle | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  const wanted = formatFaqId(id);
  return getPublishedArticles(articles).find((article) => article.id === wanted);
}

/** The published articles an article names as related, in its order; unknown ids and drafts are skipped. */
export function getRelatedArticles(article: FaqArticle, articles: readonly FaqArticle[] = allFaqArticles): FaqArticle[] {
  return article.faqsRelacionadas
    .map((number) => findFaqArticle(number, articles))
    .filter((related): related is FaqArticle => !!related && related.id !== article.id);
}

export interface FaqFilters {
  search: string;
  category: FaqCategory | null;
  audience: FaqAudience | null;
}

/**
 * The help centre's list: published articles whose question or answer contain every word of the search
 * (case and accents ignored), in the chosen category and audience.
 */
export function filterFaqArticles(filters: FaqFilters, articles: readonly FaqArticle[] = allFaqArticles): FaqArticle[] {
  return getPublishedArticles(articles).filter(
    (article) =>
      (!filters.category || article.category === filters.category) &&
      (!filters.audience || article.publico === filters.audience) &&
      matchesAllWords(filters.search, [article.question, article.answerMarkdown.title, article.answerMarkdown.description]),
  );
}
