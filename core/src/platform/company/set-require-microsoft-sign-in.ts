import type { Ctx } from '../../kernel/ctx';
import { forgetCallers } from '../resolve-caller';
import { settingUpdater } from './company-setting-parts';

const requireMicrosoft = settingUpdater('requireMicrosoftSignIn', 'set-require-microsoft-sign-in');

/** Switching it on narrows access at once: password sessions in the company stop working. */
export const setRequireMicrosoftSignIn = async (ctx: Ctx, input: Parameters<typeof requireMicrosoft>[1]) => {
  const item = await requireMicrosoft(ctx, input);
  forgetCallers();
  return { item };
};
