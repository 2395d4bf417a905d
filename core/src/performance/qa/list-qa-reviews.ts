import type { TListQaReviewsRequest, TQaReview } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { Page } from '../../kernel/paging';
import type { QaPanel } from '../entities/qa';
import { lastReviewerOf, panelAssignments, panelMembers } from './qa-store';
import { reviewsView } from './qa-view';

/** Who reviews whom on the panel (all of it, or one kind of subject), ordered by subject. */
export const listQaReviews = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TListQaReviewsRequest,
): Promise<Page<TQaReview>> => {
  const companyId = tenantOf(ctx);
  const [all, members] = await Promise.all([
    panelAssignments(companyId, panel),
    panelMembers(companyId, panel),
  ]);
  const picked = input.subjectType ? all.filter((a) => a.subjectType === input.subjectType) : all;
  const list = (await reviewsView(companyId, picked, lastReviewerOf(members))).sort(
    (a, b) => a.subjectType.localeCompare(b.subjectType) || a.subjectName.localeCompare(b.subjectName),
  );
  return { list, total: list.length, cursor: null };
};
