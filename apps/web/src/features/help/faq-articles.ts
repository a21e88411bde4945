import { accountArticles } from './articles/account';
import { communicationArticles } from './articles/communication';
import { gettingStartedArticles } from './articles/getting-started';
import { learningArticles } from './articles/learning';
import { progressArticles } from './articles/progress';
import { secretariatArticles } from './articles/secretariat';
import { teacherArticles } from './articles/teachers';
import type { FaqArticle } from './faq-types';

/** Every built-in article, drafts included, in id order. */
export const allFaqArticles: readonly FaqArticle[] = [
  ...gettingStartedArticles,
  ...learningArticles,
  ...progressArticles,
  ...secretariatArticles,
  ...communicationArticles,
  ...accountArticles,
  ...teacherArticles,
].sort((a, b) => a.id.localeCompare(b.id));
