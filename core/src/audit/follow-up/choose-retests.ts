import type { TChooseRetestsRequest, TFollowUpWork } from '@stratum/contracts';
import { auditActionStatus, retestRemovalProblem } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { raced } from '../engagement/engagement-store';
import type { AuditRetestItem } from '../entities/follow-up-audit';
import { findFollowUp } from '../plan/plan-store';
import { actionsOfEngagement } from '../responses/response-store';
import { findFollowUpAudit, FOLLOW_UP_WORKERS, openFollowUpAs, retestsOf, workView } from './follow-up-store';

/** One transaction takes 100 items; the follow-up audit, the audit entry and a fence go too. */
const MOST_CHANGES = 96;

/**
 * spec §2 follow-audit/{id}/work: which management actions the follow-up audit retests, on the
 * follow-up audit's version read (409 otherwise). A newly chosen action gets its retest (a draft
 * follow-up working paper with the action as it stands); an action no longer chosen loses its
 * retest only while nobody has decided on it (rules `retestRemovalProblem`, 422 otherwise).
 * Every id must be one of the engagement's actions (422).
 */
export const chooseRetests = async (ctx: Ctx, input: TChooseRetestsRequest): Promise<TFollowUpWork> => {
  const companyId = tenantOf(ctx);
  const entry = await findFollowUp(companyId, input.followUpId);
  const audit = await findFollowUpAudit(companyId, entry.followUpId);
  const { engagement } = await openFollowUpAs(ctx, audit, FOLLOW_UP_WORKERS);
  if (audit.version !== input.version) throw raced('follow-up audit');
  const [actions, retests] = await Promise.all([
    actionsOfEngagement(companyId, engagement.engagementId),
    retestsOf(companyId, audit.followUpId),
  ]);
  const wanted = new Set(input.actionIds);
  const known = new Map(actions.map((a) => [a.actionId, a]));
  const unknown = [...wanted].filter((id) => !known.has(id));
  if (unknown.length) {
    throw new AppError(
      'UNPROCESSABLE',
      `actionIds: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a management action' : 'are not management actions'} of this audit`,
    );
  }
  const chosen = new Set(retests.map((r) => r.actionId));
  const gone = retests.filter((r) => !wanted.has(r.actionId));
  const problems = gone.flatMap((r) => retestRemovalProblem(r.actionTitle, r) ?? []);
  if (problems.length) throw new AppError('UNPROCESSABLE', problems.join(' '));
  const now = ctx.now.toISOString();
  const today = now.slice(0, 10);
  const added: AuditRetestItem[] = [...wanted]
    .filter((id) => !chosen.has(id))
    .map((id) => {
      const a = known.get(id)!;
      return {
        companyId,
        engagementId: engagement.engagementId,
        artefactId: newId(),
        status: 'Draft',
        changedAfterApproval: false,
        reviewNote: '',
        preparerId: ctx.employeeId ?? '',
        followUpId: audit.followUpId,
        actionId: a.actionId,
        actionTitle: a.title,
        findingTitle: a.findingTitle,
        rating: a.rating,
        ownerName: a.ownerName,
        dueOn: a.dueOn,
        actionStatus: auditActionStatus(a.state, a.dueOn, today),
        result: '',
        notes: '',
        files: [],
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
    });
  if (added.length + gone.length > MOST_CHANGES) {
    throw new AppError(
      'UNPROCESSABLE',
      `actionIds: add or remove at most ${MOST_CHANGES} retests at a time (this is ${added.length + gone.length})`,
    );
  }
  const after = {
    ...audit,
    version: audit.version + 1,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-follow-up-audit',
      entityId: audit.followUpId,
      action: 'choose-retests',
      summary: `Follow-up audit “${audit.title}”: ${added.length} action(s) added to the retests, ${gone.length} removed`,
      before: { actionIds: [...chosen] },
      after: { actionIds: [...wanted] },
    },
    (tx) => [
      tx.auditFollowUpAudit
        .patch({ companyId, followUpId: audit.followUpId })
        .set({ updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...added.map((r) => tx.auditRetest.create(r).commit()),
      // only a draft nobody decided on goes; its version read keeps a concurrent send out
      ...gone.map((r) =>
        tx.auditRetest
          .delete({ companyId, engagementId: r.engagementId, artefactId: r.artefactId })
          .where((a, op) => op.eq(a.version, r.version))
          .commit(),
      ),
    ],
    raced('follow-up audit'),
  );
  return workView(ctx, entry, after);
};
