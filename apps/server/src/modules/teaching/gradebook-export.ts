import { formatGradeEs, type Gradebook, type GradebookCell, type GradebookExportFormat, texts, toAcademyDay } from '@campus/contract';

const t = texts.teachingGradebook;

/** A value of the exported table: a grade (a number in Excel) or a text; null leaves the cell empty. */
type ExportValue = number | string | null;

/** The gradebook as one table with Spanish headers: the same columns in the CSV and in the workbook. */
export interface ExportTable {
  headers: string[];
  rows: ExportValue[][];
}

/** A task's cell in the export: its grade once graded, otherwise the state the teacher sees. */
function exportCell(cell: GradebookCell | undefined): ExportValue {
  if (!cell) return null;
  if (cell.estado === 'Corregida') return cell.edu_calificacion;
  return cell.fuera_de_plazo ? t.pastDeadline : cell.estado;
}

/**
 * Alumno, Correo, one column per task (deadline order), then per evaluation the concepts no task scores (exams,
 * participation) and its 'Nota del trimestre'; a last row with the averages.
 */
export function buildExportTable(gradebook: Gradebook): ExportTable {
  const evaluationColumns = gradebook.evaluaciones.map((evaluation) => ({
    evaluation,
    concepts: evaluation.conceptos.map((concept, index) => ({ concept, index })).filter(({ concept }) => concept.tarea_id === null),
  }));
  const headers = [
    t.student,
    t.email,
    ...gradebook.tareas.map((task) => task.edu_titulo),
    ...evaluationColumns.flatMap(({ evaluation, concepts }) => [
      ...concepts.map(({ concept }) => `${evaluation.edu_titulo}: ${concept.edu_codigoconcepto}`),
      `${evaluation.edu_titulo}: ${t.termGrade}`,
    ]),
  ];
  const rows = gradebook.alumnos.map((row) => [
    row.alumno.fullname,
    row.alumno.emailaddress1,
    ...gradebook.tareas.map((_task, index) => exportCell(row.celdas[index])),
    ...evaluationColumns.flatMap(({ concepts }, index) => {
      const grade = row.notas[index];
      return [...concepts.map(({ index: conceptIndex }) => grade?.puntuaciones[conceptIndex] ?? null), grade?.edu_calificacion ?? null];
    }),
  ]);
  const averages: ExportValue[] = [
    t.average,
    null,
    ...gradebook.medias.tareas.map((average) => average.media),
    ...evaluationColumns.flatMap(({ concepts }, index) => [...concepts.map(() => null), gradebook.medias.evaluaciones[index]?.media ?? null]),
  ];
  return { headers, rows: [...rows, averages] };
}

/**
 * A CSV field as Spanish Excel opens it: numbers with a decimal comma; text quoted when it holds the separator, a
 * quote or a line break; text that a spreadsheet would run as a formula (=, +, -, @) starts with an apostrophe.
 */
function csvField(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return formatGradeEs(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte-order mark, `;` between fields and CRLF between rows: what Excel in Spanish opens as it is. */
export function writeCsv(table: ExportTable): Buffer {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** One sheet: bold header row, the students' column and the header frozen, grades as numbers with 2 decimals. */
export async function writeXlsx(table: ExportTable, title: string): Promise<Buffer> {
  // Loaded on the first workbook, not at start: ExcelJS and what it requires took 0.4-1.4 s of every server start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Campus';
  workbook.title = title;
  const sheet = workbook.addWorksheet(t.exportSheet, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((value) => value ?? undefined));
  sheet.lastRow!.font = { italic: true };
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 32 : index === 1 ? 30 : 16;
    if (index > 1) column.numFmt = '0.00';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const exportContentTypes: Record<GradebookExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `calificaciones-<group>-<day>.<format>`, the group's code kept to characters safe in a header. */
export function exportFileName(groupCode: string, now: Date, format: GradebookExportFormat): string {
  return `calificaciones-${groupCode.replace(/[^A-Za-z0-9_-]/g, '_')}-${toAcademyDay(now)}.${format}`;
}
