import {
  type CreateWithdrawalAnswer,
  DIGITAL_BOOK_GRU_N4,
  type EnrolmentInfoAnswer,
  type EnrolmentsAnswer,
  formatDayEs,
  getWithdrawalBlock,
  getWithdrawalEffectiveDay,
  isPermanenceFulfilled,
  type LicencesAnswer,
  texts,
  toAcademyDay,
  type WithdrawalChecksAnswer,
  type WithdrawalRequestBody,
  type WithdrawalRequestItem,
  type WithdrawalRequestsAnswer,
} from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import { createKeyedCache } from '../../lib/keyed-cache';
import { authorize, type HoldingRows } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { toFormation, toIsoOrNull } from '../formations/formation-mapper';
import type { EnrolmentRecordsRepository, WithdrawalWithGroup } from './enrolment-records.repository';
import { toEnrolmentLine } from './enrolments.service';

type EnrolmentRow = Awaited<ReturnType<EnrolmentRecordsRepository['listEnrolments']>>[number];
type ProductLineRow = Awaited<ReturnType<EnrolmentRecordsRepository['listProductLines']>>[number];
type RecordLineRow = Awaited<ReturnType<EnrolmentRecordsRepository['listRecordLines']>>[number];

const iso = toIsoOrNull;

/**
 * Upper bound on a kept enrolments tab: the academy's CRM writes enrolments, lines, products and withdrawal
 * decisions without the app knowing, so this is how long such a change can take to show.
 */
const ENROLMENT_INFO_TTL_MS = 60_000;

export interface EnrolmentRecordsServiceDeps {
  repository: EnrolmentRecordsRepository;
  /** The contact's cached holdings (active lines with groups): the licences read them without a statement. */
  loadHoldingRows(contactCode: string): Promise<HoldingRows>;
  emitter: RealtimeEmitter;
  now: () => Date;
  /** The digital book's shared password and address (configuration, never in the web bundle). */
  digitalBook: { password: string; url: string | null };
  /** Drops the kept enrolments tabs on every instance. */
  changes: TableChanges;
}

function toEnrolment({ enrolment, formationName }: EnrolmentRow): EnrolmentsAnswer['data'][number] {
  return {
    edu_codigomatricula: enrolment.edu_codigomatricula,
    edu_matriculaid: enrolment.edu_matriculaid,
    edu_codigoformacion: enrolment.edu_codigoformacion,
    edu_formacion: formationName,
    edu_fechamatricula: iso(enrolment.edu_fechamatricula),
    statecode: enrolment.statecode,
  };
}

function toProductLine({ line, product }: ProductLineRow): EnrolmentInfoAnswer['lineasProducto']['lineasProductoWithProduct'][number] {
  return {
    edu_codigolineaproducto: line.edu_codigolineaproducto,
    edu_matricula: line.edu_matricula,
    statecode: line.statecode,
    edu_precio: line.edu_precio,
    edu_fechainicio: iso(line.edu_fechainicio),
    edu_fechafin: iso(line.edu_fechafin),
    product: {
      edu_codigoproducto: product.edu_codigoproducto,
      xerppa_nombreproducto: product.xerppa_nombreproducto,
      recurrencia: product.recurrencia,
      cr479_modalidad: product.cr479_modalidad,
    },
  };
}

function toRecordLine({ line, group, withdrawal }: RecordLineRow): EnrolmentInfoAnswer['lineasMatricula']['data'][number] {
  return {
    ...toEnrolmentLine({ line, group }),
    edu_fechafinpermanencia: line.edu_fechafinpermanencia,
    solicitudBaja: withdrawal
      ? { id: withdrawal.id, status: withdrawal.status, effective_date: withdrawal.effective_date, created_at: withdrawal.created_at.toISOString() }
      : null,
  };
}

/** A withdrawal request as /solicitudes and the POST answer show it. */
export function toWithdrawalItem({ request, edu_matricula, groupCode, groupName }: WithdrawalWithGroup): WithdrawalRequestItem {
  return {
    id: request.id,
    edu_codigolineamatricula: request.edu_codigolineamatricula,
    edu_matricula,
    edu_codigoformacion: groupCode,
    edu_formacion: groupName,
    status: request.status,
    effective_date: request.effective_date,
    motivo: request.survey_reason,
    valoracion: request.survey_rating,
    comentarios: request.survey_comments,
    response: request.response,
    created_at: request.created_at.toISOString(),
    decided_at: request.decided_at ? request.decided_at.toISOString() : null,
  };
}

/**
 * The profile's enrolment records (spec 002 §7 "Enrolments and secretary", issue 13): the enrolments with their
 * products and groups, the withdrawal of a group line (checked against open requests, pending debts and the
 * permanence, with the survey stored), the student's withdrawal requests and the licences. Only the student's
 * own, never a freemium visitor's or a contact type 3's (they see only the info tab).
 */
export function createEnrolmentRecordsService(deps: EnrolmentRecordsServiceDeps) {
  const { repository, now } = deps;
  // The enrolments tab of each student (by contact code), kept whole so the route sends the same encoded bytes again.
  const infos = createKeyedCache<EnrolmentInfoAnswer>({
    changes: deps.changes,
    dependsOn: { matriculas: 'entry', lineas_matricula: 'entry', lineas_producto: 'entry', withdrawal_requests: 'entry', products: 'all', formations: 'all' },
    ttlMs: ENROLMENT_INFO_TTL_MS,
    maxEntries: 5_000,
  });

  /** Enrolments, product lines, groups and lines, in three statements run together. */
  async function loadEnrolmentInfo(code: string): Promise<EnrolmentInfoAnswer> {
    const [enrolments, productLines, lines] = await Promise.all([
      repository.listEnrolments(code),
      repository.listProductLines(code),
      repository.listRecordLines(code),
    ]);
    const seen = new Set<string>();
    const groups = lines
      .filter(({ group }) => !seen.has(group.edu_codigoformacion) && seen.add(group.edu_codigoformacion))
      .map(({ group, parent }) => toFormation(group, parent));
    return {
      status: 'ok',
      matriculas: { data: enrolments.map(toEnrolment) },
      lineasProducto: { lineasProductoWithProduct: productLines.map(toProductLine) },
      formations: { formations: groups },
      lineasMatricula: { data: lines.map(toRecordLine) },
    };
  }

  return {
    /**
     * GET /api/matriculas/alumno/info/{contactCode}: enrolments, product lines, groups and lines. Checked first,
     * then kept per student: a warm read asks nothing.
     */
    async getEnrolmentInfo(actor: Actor | null, contactCode: string): Promise<EnrolmentInfoAnswer> {
      const checked = authorize(actor, 'ownEnrolmentRecords', { contactCode });
      const code = checked.edu_codigocontacto;
      return infos.get(code, () => loadEnrolmentInfo(code));
    },

    /** GET /api/matriculas/alumno/{contactCode}: the enrolments alone, newest first. */
    async listEnrolments(actor: Actor | null, contactCode: string): Promise<EnrolmentsAnswer> {
      const checked = authorize(actor, 'ownEnrolmentRecords', { contactCode });
      const rows = await repository.listEnrolments(checked.edu_codigocontacto);
      return { status: 'ok', data: rows.map(toEnrolment) };
    },

    /** GET /api/matriculas/alumno/comprobar-solicitud-baja/{contactCode}: per active line, what a withdrawal is checked against today. */
    async checkWithdrawals(actor: Actor | null, contactCode: string): Promise<WithdrawalChecksAnswer> {
      const checked = authorize(actor, 'ownEnrolmentRecords', { contactCode });
      const at = now();
      const today = toAcademyDay(at);
      const rows = await repository.listWithdrawalChecks(checked.edu_codigocontacto, today);
      return {
        status: 'ok',
        fechaEfectiva: getWithdrawalEffectiveDay(at),
        data: rows.map((row) => ({
          edu_codigoslineamatricula: row.lineCode,
          adeudosPendientes: row.pendingDebts,
          permanenciaCumplida: isPermanenceFulfilled(row.permanenceEnd, today),
          solicitudExistente: row.hasOpenRequest,
          edu_fechafinpermanencia: row.permanenceEnd,
        })),
      };
    },

    /**
     * POST /api/lineaMatriculas/alumno/solicitudes-baja/{contactCode}: one request per line, with the survey,
     * refused with the spec's texts exactly as the check shows them (the server does not trust the screen).
     * The date it applies from follows help faq-007 on the academy's day of the request.
     */
    async requestWithdrawal(actor: Actor | null, contactCode: string, body: WithdrawalRequestBody): Promise<CreateWithdrawalAnswer> {
      const checked = authorize(actor, 'ownEnrolmentRecords', { contactCode });
      // The spec's client sends the bare array of line codes (its survey is not ours to store); ours sends the survey too.
      const { lineas, encuesta } = Array.isArray(body) ? { lineas: body, encuesta: null } : body;
      const at = now();
      const today = toAcademyDay(at);
      const rows = await repository.listWithdrawalChecks(checked.edu_codigocontacto, today);
      const byLine = new Map(rows.map((row) => [row.lineCode, row]));
      const wanted = [...new Set(lineas)];
      const lines = wanted.map((lineCode) => {
        const row = byLine.get(lineCode);
        // Someone else's line, a withdrawn one or none at all: the student has no such line.
        if (!row) throw new AppError('not_found', texts.enrolments.lineNotFound);
        const block = getWithdrawalBlock({
          adeudosPendientes: row.pendingDebts,
          permanenciaCumplida: isPermanenceFulfilled(row.permanenceEnd, today),
          solicitudExistente: row.hasOpenRequest,
        });
        if (block) throw new AppError('conflict', block);
        return row;
      });
      const effectiveDate = getWithdrawalEffectiveDay(at);
      const inserted = await repository.insertWithdrawals(
        lines.map((row) => ({
          edu_codigolineamatricula: row.lineCode,
          edu_codigocontacto: checked.edu_codigocontacto,
          effective_date: effectiveDate,
          survey_reason: encuesta?.motivo ?? null,
          survey_rating: encuesta?.valoracion ?? null,
          survey_comments: encuesta?.comentarios || null,
          created_at: at,
        })),
      );
      // Another tab or click asked for one of these lines between the check and the write.
      if (!inserted) throw new AppError('conflict', texts.enrolments.withdrawalExists);
      // Each line now shows its request.
      deps.changes.publish('withdrawal_requests', checked.edu_codigocontacto);
      const items = inserted.map((request) => {
        const row = byLine.get(request.edu_codigolineamatricula)!;
        return toWithdrawalItem({ request, edu_matricula: row.enrolmentCode, groupCode: row.groupCode, groupName: row.groupName });
      });
      deps.emitter.emitToUser(checked.edu_codigocontacto, 'withdrawal-requested', { data: items });
      return { status: 'ok', message: texts.enrolments.withdrawalCreated.replace('{date}', formatDayEs(effectiveDate)), data: items };
    },

    /** GET /api/lineaMatriculas/alumno/solicitudes-baja/{contactCode}: the student's withdrawal requests, newest first. */
    async listWithdrawals(actor: Actor | null, contactCode: string): Promise<WithdrawalRequestsAnswer> {
      const checked = authorize(actor, 'ownEnrolmentRecords', { contactCode });
      const rows = await repository.listWithdrawals(checked.edu_codigocontacto);
      return { status: 'ok', data: rows.map(toWithdrawalItem) };
    },

    /**
     * GET /api/user/licencias/{contactCode}: the digital book card of each active line whose group code (N4) is
     * gru_N4_250, with the login taken from the student's e-mail before the '@' and the configured password.
     * Read from the cached holdings: no statement.
     */
    async listLicences(actor: Actor | null, contactCode: string): Promise<LicencesAnswer> {
      const checked = authorize(actor, 'ownEnrolmentRecords', { contactCode });
      const { lines } = await deps.loadHoldingRows(checked.edu_codigocontacto);
      const login = checked.emailaddress1.split('@')[0] ?? '';
      return {
        status: 'ok',
        data: lines
          .filter(({ line }) => line.edu_gru_n4 === DIGITAL_BOOK_GRU_N4)
          .map(({ line, group }) => ({
            tipo: 'libro-digital' as const,
            edu_codigolineamatricula: line.edu_codigolineamatricula,
            edu_codigoformacion: group.edu_codigoformacion,
            edu_formacion: group.edu_formacion,
            login,
            password: deps.digitalBook.password,
            url: deps.digitalBook.url,
          })),
      };
    },
  };
}

export type EnrolmentRecordsService = ReturnType<typeof createEnrolmentRecordsService>;
