import { academyTexts } from '@campus/contract';
import { type ImportError, type ImportFileName } from '@campus/contract';
import { CsvError, parse } from 'csv-parse/sync';

const t = academyTexts.backOfficeImport;
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (values[key] === undefined ? match : String(values[key])));

/**
 * The columns of each file, as the issue names them (the spec's CRM names). `required` columns must be in the
 * header; the others may be left out, and a column left out is not touched on rows that already exist.
 */
export const importFileColumns = {
  'contacts.csv': {
    required: ['edu_codigocontacto', 'firstname', 'lastname', 'emailaddress1', 'edu_tipocontacto'],
    optional: ['emailaddress2', 'admin', 'mobilephone', 'edu_documentoidentificativo'],
  },
  'formations.csv': {
    required: ['edu_codigoformacion', 'edu_nombre', 'edu_principalcodigoformacion'],
    optional: ['edu_fechainicioclases', 'edu_fechafinclases', 'edu_fechainicioacceso', 'edu_fechafinacceso', 'cr479_modalidad'],
  },
  'teachers.csv': { required: ['edu_codigocontacto', 'edu_codigoformacion'], optional: [] },
  'enrolments.csv': {
    required: ['edu_codigolineamatricula', 'edu_codigomatricula', 'edu_codigoalumno', 'edu_codigoformacion'],
    optional: ['edu_fechainicio', 'edu_fechafin'],
  },
  'events.csv': {
    required: ['id_externo', 'edu_codigoformacion', 'title', 'event_type', 'start', 'end'],
    optional: ['all_day', 'join_url', 'freemium', 'description'],
  },
} as const satisfies Record<ImportFileName, { required: readonly string[]; optional: readonly string[] }>;

/** One data row: its 1-based line in the file (the header is line 1) and its cells by column name. */
export interface CsvRow {
  line: number;
  cells: ReadonlyMap<string, string>;
}

/** A file read: the columns its header has, its rows, or the errors that stop it being read at all. */
export interface CsvFile {
  file: ImportFileName;
  columns: ReadonlySet<string>;
  rows: CsvRow[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The separator Spanish Excel writes is `;` (the comma is the decimal mark there), others write `,`: the header
 * line says which, as it has no quoted commas or semicolons in the spec's column names.
 */
function detectSeparator(text: string): ',' | ';' {
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => headerLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads one CSV file: UTF-8 with or without BOM, `,` or `;`, quoted cells (with separators, quotes and line breaks
 * inside), blank lines and rows of empty cells skipped, cells trimmed. The header must name every required
 * column, no unknown one, none twice. Errors go to `errors`; a file whose header is wrong gives no rows.
 */
export function readCsvFile(file: ImportFileName, bytes: Uint8Array, errors: ImportError[]): CsvFile {
  const empty: CsvFile = { file, columns: new Set(), rows: [] };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    errors.push({ file, line: 1, column: '', message: t.notUtf8 });
    return empty;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectSeparator(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    errors.push({ file, line, column: '', message: fill(t.malformedCsv, { reason: error.message }) });
    return empty;
  }
  const [header, ...data] = records;
  if (!header) {
    errors.push({ file, line: 1, column: '', message: t.emptyFile });
    return empty;
  }
  const names = header.record.map((name) => name.trim());
  const spec = importFileColumns[file];
  const known = new Set<string>([...spec.required, ...spec.optional]);
  const headerLine = header.info.lines;
  const before = errors.length;
  const seen = new Set<string>();
  for (const name of names) {
    if (!known.has(name)) errors.push({ file, line: headerLine, column: name, message: fill(t.unknownColumn, { name }) });
    else if (seen.has(name)) errors.push({ file, line: headerLine, column: name, message: fill(t.repeatedColumn, { name }) });
    seen.add(name);
  }
  for (const name of spec.required) {
    if (!seen.has(name)) errors.push({ file, line: headerLine, column: name, message: fill(t.missingColumn, { name }) });
  }
  if (errors.length > before) return empty;

  const rows: CsvRow[] = [];
  for (const { record, info } of data) {
    // info.lines is the record's last line: a quoted cell with line breaks started that many lines earlier.
    const line = info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
    // Some spreadsheets end every row with a separator: empty cells past the header's columns are nothing.
    while (record.length > names.length && record.at(-1) === '') record.pop();
    if (record.length !== names.length) {
      errors.push({ file, line, column: '', message: fill(t.wrongCellCount, { count: record.length, expected: names.length }) });
      continue;
    }
    rows.push({ line, cells: new Map(names.map((name, index) => [name, record[index]!])) });
  }
  return { file, columns: seen, rows };
}
