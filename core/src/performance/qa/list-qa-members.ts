import type { TQaMember } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { Page } from '../../kernel/paging';
import type { QaPanel } from '../entities/qa';
import { panelMembers } from './qa-store';
import { membersView } from './qa-view';

/** The panel's members in review order (a handful: read whole, one page). */
export const listQaMembers = async (ctx: Ctx, panel: QaPanel): Promise<Page<TQaMember>> => {
  const companyId = tenantOf(ctx);
  const list = await membersView(companyId, await panelMembers(companyId, panel));
  return { list, total: list.length, cursor: null };
};
