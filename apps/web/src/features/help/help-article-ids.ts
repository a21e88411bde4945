/** The article the header info button opens (spec 000 §2: faq-051). */
export const HEADER_HELP_ARTICLE_ID = 'faq-051';
/** The article the tests entry links (spec 002 §2: faq-029). */
export const TESTS_HELP_ARTICLE_ID = 'faq-029';
/** The virtual secretariat article (spec 002 §2: faq-040). */
export const SECRETARIAT_HELP_ARTICLE_ID = 'faq-040';
