/** Fills a summary template of the audit texts ('Incidencia {ticket}: …'); an unknown key is left as written. */
export const fillAuditSummary = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (values[key] === undefined ? whole : String(values[key])));
