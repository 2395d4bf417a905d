import type { TChecklist } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { checklistView, openChecklist } from './checklist-store';

/**
 * spec §2 audit-checklist/{id} and completed-checklist/{id}: one checklist with its items and
 * answers, for its audit's team, administrators and its auditees (anyone else 403; another
 * company's id 404).
 */
export const getChecklist = async (ctx: Ctx, input: { id: string }): Promise<TChecklist> => {
  const access = await openChecklist(ctx, input.id);
  return checklistView(ctx, access.checklist, access);
};
