import type { TAuditSetting, TAuditSettingKind } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { loadKind, viewSettings } from './settings-store';

/**
 * A page of a kind's items, in the order they were added (the kind's key order: one Query of the
 * company's partition, so pages follow each other without a sort in memory).
 */
export const listAuditSettings = async (
  ctx: Ctx,
  kind: TAuditSettingKind,
  input: { limit: number; cursor?: string | undefined },
): Promise<Page<TAuditSetting>> => {
  const companyId = tenantOf(ctx);
  const query = db().entities.auditSetting.query.byKind({ companyId, kind });
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  return { ...page, list: await viewSettings(companyId, page.list) };
};

/**
 * Every item of a kind, by name (finding ratings High, Medium, Low): for what picks from a few of
 * them at once, such as the letter templates an audit's notification letter is filled from.
 */
export const allAuditSettings = async (ctx: Ctx, kind: TAuditSettingKind): Promise<TAuditSetting[]> => {
  const companyId = tenantOf(ctx);
  const list = await viewSettings(companyId, await loadKind(companyId, kind));
  const order = ['High', 'Medium', 'Low'];
  return kind === 'finding-rating'
    ? list.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    : list.sort((a, b) => a.name.localeCompare(b.name));
};
