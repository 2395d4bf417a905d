import type { Ctx } from '../kernel/ctx';
import { requireModuleAdmin } from '../platform';

/**
 * Refuses (403) a caller who does not administer Surveys. The set-up, the surveys and their
 * completion are the HR officer's; reviewers answer through their links, never through these.
 */
export const requireSurveysAdmin = (ctx: Ctx): Promise<void> => requireModuleAdmin(ctx, 'surveys');
