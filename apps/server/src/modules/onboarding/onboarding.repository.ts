import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onboardings, userOnboardings } from '../../db/schema';

/** Every onboarding tour with this user's state (pending when the user has no row yet). */
export function listUserOnboardings(db: Database, contactCode: string) {
  return db
    .select({
      id: onboardings.id,
      onboarding_name: onboardings.onboarding_name,
      completed: userOnboardings.completed,
      onboarding_visible: sql<boolean>`coalesce(${userOnboardings.onboarding_visible}, true)`,
    })
    .from(onboardings)
    .leftJoin(userOnboardings, and(eq(userOnboardings.onboarding_id, onboardings.id), eq(userOnboardings.edu_codigocontacto, contactCode)))
    .orderBy(onboardings.id);
}

/** Data access of the onboarding tours. */
export function createOnboardingRepository(db: Database) {
  return {
    listForContact: (contactCode: string) => listUserOnboardings(db, contactCode),

    async exists(onboardingId: number): Promise<boolean> {
      const [row] = await db.select({ id: onboardings.id }).from(onboardings).where(eq(onboardings.id, onboardingId)).limit(1);
      return row !== undefined;
    },

    /** Stores the user's answer to a tour (one row per user and tour). */
    async saveState(values: {
      edu_codigocontacto: string;
      onboarding_id: number;
      completed: boolean;
      onboarding_visible: boolean;
      updated_at: Date;
    }): Promise<void> {
      await db
        .insert(userOnboardings)
        .values(values)
        .onConflictDoUpdate({
          target: [userOnboardings.edu_codigocontacto, userOnboardings.onboarding_id],
          set: { completed: values.completed, onboarding_visible: values.onboarding_visible, updated_at: values.updated_at },
        });
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
