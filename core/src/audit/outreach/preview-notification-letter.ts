import type { TLetterPreview } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { fillLetter, getLetterTemplate } from '../setup/get-letter-template';
import { letterValues } from './letter-store';

/** A letter template filled in for this audit: what the letter will say when it is sent. */
export const previewNotificationLetter = async (
  ctx: Ctx,
  input: { auditId: string; templateId: string },
): Promise<TLetterPreview> => {
  const { engagement } = await openEngagementAs(ctx, input.auditId, ANYONE_ON_IT);
  const [template, values] = await Promise.all([
    getLetterTemplate(ctx, input.templateId),
    letterValues(engagement),
  ]);
  return {
    subject: fillLetter(template.subject ?? '', values),
    body: fillLetter(template.body ?? '', values),
  };
};
