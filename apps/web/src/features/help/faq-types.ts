/** Audiences of the help articles (spec 000 §3, §6). */
export const faqAudiences = ['Alumnos', 'Profesores'] as const;
export type FaqAudience = (typeof faqAudiences)[number];

/** Categories, in the order the help centre lists them. */
export const faqCategories = [
  'Primeros pasos',
  'Formación y clases',
  'Evaluación y progreso',
  'Comunicación',
  'Secretaría y pagos',
  'Cuenta y seguridad',
  'Preferencias',
  'Prueba gratuita',
  'Profesorado',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

/**
 * A built-in help article (spec 000 §3): id 'faq-001', state (only 1 is listed: published), the question,
 * the answer in a small markdown (see faq-markdown), category, audience, last update and related articles
 * by number (shown padded: 51 → 'faq-051').
 */
export interface FaqArticle {
  id: `faq-${string}`;
  /** 1 published; anything else (0 draft, 2 archived) is never listed. */
  state: number;
  question: string;
  answerMarkdown: { id: string; title: string; description: string };
  category: FaqCategory;
  publico: FaqAudience;
  /** YYYY-MM-DD. */
  lastUpdated: string;
  faqsRelacionadas: number[];
}
