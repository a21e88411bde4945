import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { contacts } from '../schema';
import { hashPassword } from '../../lib/password';
import { demoContactCodes, seedAccounts, seedOnboardings } from './accounts';
import { seedBackOffice } from './back-office';
import { seedBoard } from './board';
import { seedCalendar, seedStudyPlan, STUDY_PLAN_ORIGINALS } from './calendar';
import { seedCases } from './cases';
import { seedChats } from './chats';
import { seedContent } from './content';
import { createDemoClock } from './dates';
import { seedEvaluations } from './evaluations';
import { seedEnrolments } from './enrolments';
import { seedFormations } from './formations';
import { seedMail } from './mail';
import { seedNotifications } from './notifications';
import { seedPosts } from './posts';
import { buildDawPlan } from './plans/daw';
import { buildExamsPlan } from './plans/exams';
import { buildNursingPlan } from './plans/nursing';
import { seedActivityDays, seedProgress } from './progress';
import { seedRequests } from './requests';
import { seedSecretary } from './secretary';
import { seedTasks } from './tasks';
import { seedTeacherGroup } from './teacher-group';
import { seedWithdrawals } from './withdrawals';
import { seedWithdrawalDesk } from './withdrawal-desk';

export { DEMO_TEACHER_TOKEN, demoAccounts, demoContactCodes } from './accounts';
export { demoEnrolmentCodes, demoEnrolmentLineCodes } from './enrolments';
export { demoFormationCodes, demoGroupCodes, LICENCE_GRU_N4 } from './formations';
export { dawClassmateCodes } from './classmates';
export { demoTaskTitles } from './tasks';
export { ACADEMY_TIME_ZONE } from '@campus/contract';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Campus.2026';

/** E-mail of the demo student: its presence means the academy is already seeded. */
export const DEMO_STUDENT_EMAIL = 'alumno@campus.test';

// Serialises concurrent seeders (several server instances starting on one PostgreSQL).
const SEED_LOCK_KEY = 7_202_026;

/**
 * Seeds the demo academy (people, formations, content, calendar, enrolments, bonuses, progress, the
 * demo student's study plan, tasks with deliveries and evaluations, chats, notifications and mail, and the demo teacher's second
 * group with what waits for him) with every date relative to `now`. Idempotent: when the demo student already exists
 * nothing is written and `seeded` is false. Everything is written in one transaction.
 */
export async function seedDemoAcademy(db: Database, options: { now?: Date } = {}): Promise<{ seeded: boolean }> {
  const clock = createDemoClock(options.now ?? new Date());
  const isSeeded = async (tx: Database) =>
    (await tx.select({ code: contacts.edu_codigocontacto }).from(contacts).where(eq(contacts.emailaddress1, DEMO_STUDENT_EMAIL)).limit(1)).length > 0;
  if (await isSeeded(db)) return { seeded: false };
  // Hash once, outside the transaction: scrypt is deliberately slow and every account shares the hash.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return { seeded: false };

    await seedAccounts(tx, clock, passwordHash);
    await seedOnboardings(tx, clock);
    await seedFormations(tx, clock);
    const ids = await seedContent(tx, clock, [buildDawPlan(clock), buildNursingPlan(), buildExamsPlan(clock)]);
    await seedEnrolments(tx, clock, ids);
    await seedPosts(tx, clock, ids);
    await seedCalendar(tx, clock);
    await seedProgress(tx, clock, new Set(STUDY_PLAN_ORIGINALS.map((key) => ids.events[key]!)));
    await seedStudyPlan(tx, clock, ids);
    await seedActivityDays(tx, clock);
    await seedEvaluations(tx, clock, await seedTasks(tx, clock));
    await seedRequests(tx, clock);
    await seedSecretary(tx, clock);
    await seedWithdrawals(tx, clock);
    const chatIds = await seedChats(tx, clock);
    await seedNotifications(tx, clock, ids, chatIds);
    await seedBoard(tx, clock);
    await seedCases(tx, clock);
    await seedMail(tx, clock);
    // Last: the demo teacher's second group and his desk (issue 30), so no id seeded above moves.
    await seedTeacherGroup(tx, clock);
    await seedBackOffice(tx, clock, passwordHash);
    // Issue 31: the withdrawal desk's requests (pending, approved, rejected) and their audit entries.
    await seedWithdrawalDesk(tx, clock);
    return { seeded: true };
  });
  // Fresh table statistics for the planner: the embedded PGlite has no autovacuum to gather them, and without
  // them it guesses one row per table and picks nested loops over thousands of demo rows.
  if (result.seeded) await db.execute(sql`analyze`);
  return result;
}

/** Code of the demo student (Lucía Fernández Ortega). */
export const DEMO_STUDENT_CODE = demoContactCodes.student;
