import { type CompletionProgress, type ContactCompletionAnswer, toProgressPercentage } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import type { AccessPolicies } from '../../policies';
import type { ProgressRepository } from './progress.repository';

/** Counts the group's content the student can open and how much of it they completed (the availability rules). */
export type CountOpenContent = (actor: Actor, groupCode: string) => Promise<{ total: number; completed: number }>;

/**
 * Per-student progress through a group's content. With `countOpenContent`, only content the student can
 * open counts (locked extra units and classes not yet published do not lower the percentage).
 */
export function createProgressService(repository: ProgressRepository, options: { access: AccessPolicies; countOpenContent?: CountOpenContent }) {
  /** A student's progress in a group, by the contract's `measureProgress` (the caller has checked who asks). */
  async function measureGroupProgress(actor: Actor, groupCode: string): Promise<CompletionProgress> {
    const { total, completed } = options.countOpenContent
      ? await options.countOpenContent(actor, groupCode)
      : await repository.countGroupContent(actor.edu_codigocontacto, groupCode);
    return { percentage_partial: toProgressPercentage(completed, total), completed, total };
  }

  return {
    measureGroupProgress,

    /**
     * POST /api/events/contact/complete/{contactId}: share of the group's content events the user
     * completed, for their own contact and a group they reach (policy `viewProgress`: students and
     * freemium visitors, and staff and teachers, whose total is all the group's content since it is all open
     * to them).
     */
    async getGroupCompletion(actor: Actor | null, contactCode: string, groupCode: string): Promise<ContactCompletionAnswer> {
      const { actor: checked } = await options.access.authorize(actor, 'viewProgress', { contactCode, groupCode });
      return { status: 'ok', data: await measureGroupProgress(checked, groupCode) };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
