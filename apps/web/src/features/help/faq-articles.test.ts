import { eventTypeLabels } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { allFaqArticles } from './faq-articles';
import { HEADER_HELP_ARTICLE_ID, SECRETARIAT_HELP_ARTICLE_ID, TESTS_HELP_ARTICLE_ID } from './help-article-ids';
import { filterFaqArticles, findFaqArticle, formatFaqId, getPublishedArticles, getRelatedArticles } from './faq-search';
import { faqAudiences, faqCategories } from './faq-types';

const textOf = (id: string) => {
  const article = findFaqArticle(id);
  if (!article) throw new Error(`Falta el artículo ${id}`);
  return `${article.question}\n${article.answerMarkdown.title}\n${article.answerMarkdown.description}`;
};

/** Every topic spec 000 §3 requires, with the article that covers it and words it must contain. */
const requiredTopics: [topic: string, search: string, mustContain: string[]][] = [
  ['logout of all devices', 'cerrar sesion todos dispositivos', ['Desconectar todos los dispositivos']],
  ['payment methods', 'metodos de pago', ['tarjeta']],
  ['freemium access', 'acceso gratuito freemium', ['Google', 'Microsoft', 'Facebook', 'Pedir información', 'Comprar ahora']],
  ['invoices', 'facturas', ['Secretaría', 'Ver más']],
  ['event types', 'tipos de eventos', Object.values(eventTypeLabels)],
  ['ranking', 'ranking', ['oro', 'plata', 'bronce']],
  ['cancellation', 'baja matricula', ['antes del día 25 del mes', 'a partir del mes siguiente']],
  ['mail', 'correo', ['Correo nuevo', '3 MB']],
  ['evaluations', 'evaluaciones notas', ['Sin calificar']],
  ['tasks', 'tarea estado', ['Pendiente', 'Entregada', 'Corregida']],
  ['calendar', 'calendario funciona', ['Solicitar tutoría', 'semanal']],
  ['tutoring', 'solicito tutoria', ['Solicitud creada correctamente']],
  ['tests', 'plataforma de test', ['Estás a punto de acceder a la Plataforma de Test', 'Safari']],
  ['timeline', 'timeline', ['Reprogramar eventos']],
  ['statistics', 'estadisticas', ['rankings']],
  ['virtual secretariat', 'secretaria virtual', ['Certificado de matrícula', 'Contrato']],
  ['data protection', 'proteccion de datos', ['RGPD', 'Agencia Española de Protección de Datos']],
  ['notifications', 'notificaciones', ['campana', 'Todas']],
  ['language', 'idioma', ['español']],
  ['time zone', 'zona horaria', ['Madrid']],
  ['password', 'contraseña', ['Cambiar contraseña']],
  ['account data', 'datos de mi cuenta', ['Guardar', 'email educativo']],
  ['the TUTOR agent', 'agente tutor', ['TUTOR']],
];

describe('help articles', () => {
  it.each(requiredTopics)('cover %s', (_topic, search, mustContain) => {
    const results = filterFaqArticles({ search, category: null, audience: 'Alumnos' });
    const covering = results.find((article) => mustContain.every((text) => textOf(article.id).includes(text)));
    expect(covering, `ningún artículo de "${search}" contiene ${mustContain.join(', ')}`).toBeDefined();
  });

  it('have the articles the app links: faq-051 first steps, faq-029 tests, faq-040 secretariat', () => {
    expect(HEADER_HELP_ARTICLE_ID).toBe('faq-051');
    expect(findFaqArticle(HEADER_HELP_ARTICLE_ID)?.question).toMatch(/Cómo funciona Campus/);
    expect(findFaqArticle(TESTS_HELP_ARTICLE_ID)?.question).toMatch(/Plataforma de Test/);
    expect(findFaqArticle(SECRETARIAT_HELP_ARTICLE_ID)?.question).toMatch(/Secretaría virtual/);
  });

  it('are well formed: unique padded ids, known category and audience, ISO dates, related ids that exist', () => {
    const ids = allFaqArticles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const article of allFaqArticles) {
      expect(article.id).toMatch(/^faq-\d{3}$/);
      expect(faqCategories).toContain(article.category);
      expect(faqAudiences).toContain(article.publico);
      expect(article.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.answerMarkdown.description.length).toBeGreaterThan(40);
      if (article.state !== 1) continue;
      for (const related of article.faqsRelacionadas) expect(findFaqArticle(related), `${article.id} → ${related}`).toBeDefined();
    }
  });

  it('include articles for both audiences', () => {
    const published = getPublishedArticles();
    expect(published.filter((article) => article.publico === 'Profesores').length).toBeGreaterThanOrEqual(3);
    expect(published.filter((article) => article.publico === 'Alumnos').length).toBeGreaterThanOrEqual(23);
  });
});

describe('help search', () => {
  it('pads related ids to 3 digits', () => {
    expect(formatFaqId(51)).toBe('faq-051');
    expect(formatFaqId(7)).toBe('faq-007');
    expect(formatFaqId('faq-29')).toBe('faq-029');
    const firstSteps = findFaqArticle(51);
    expect(firstSteps && getRelatedArticles(firstSteps).map((article) => article.id)).toEqual(['faq-026', 'faq-027', 'faq-011', 'faq-016', 'faq-024']);
  });

  it('lists and opens only published articles (state 1)', () => {
    expect(allFaqArticles.some((article) => article.id === 'faq-099' && article.state === 0)).toBe(true);
    expect(findFaqArticle('faq-099')).toBeUndefined();
    expect(getPublishedArticles().some((article) => article.id === 'faq-099')).toBe(false);
    expect(filterFaqArticles({ search: 'novedades proximo curso', category: null, audience: null })).toEqual([]);
  });

  it('needs every word, in the question or the answer, ignoring accents and case', () => {
    const ids = (search: string) => filterFaqArticles({ search, category: null, audience: null }).map((article) => article.id);
    expect(ids('CONTRASENA')).toContain('faq-019');
    expect(ids('baja día 25')).toEqual(['faq-007']);
    // "entregada" is only in the task article's answer, not in its question.
    expect(ids('entregada corregida')).toEqual(['faq-010']);
    expect(ids('contraseña wifi')).toEqual([]);
    expect(ids('   ')).toHaveLength(getPublishedArticles().length);
  });

  it('filters by category and audience', () => {
    const teachers = filterFaqArticles({ search: '', category: null, audience: 'Profesores' });
    expect(teachers.length).toBeGreaterThan(0);
    expect(teachers.every((article) => article.publico === 'Profesores')).toBe(true);
    const payments = filterFaqArticles({ search: '', category: 'Secretaría y pagos', audience: null });
    expect(payments.map((article) => article.id)).toEqual(expect.arrayContaining(['faq-002', 'faq-004', 'faq-007', 'faq-040']));
    expect(payments.every((article) => article.category === 'Secretaría y pagos')).toBe(true);
    expect(filterFaqArticles({ search: 'factura', category: 'Profesorado', audience: null })).toEqual([]);
  });
});
