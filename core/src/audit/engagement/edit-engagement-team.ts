import type { TEditEngagementTeamRequest, TEngagement } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { engagementView, openEngagementAs, raced, requireOpen } from './engagement-store';
import { engagementTeam } from './team-rules';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Changes an open engagement's team (Audit Management administrators), by the same rules as
 * opening it. The reviewers stay as they are while work of the engagement waits on their
 * decision: the waiting tasks were given to them, and a new set would leave some unanswerable.
 */
export const editEngagementTeam = async (
  ctx: Ctx,
  input: TEditEngagementTeamRequest,
): Promise<TEngagement> => {
  const { engagement, roles } = await openEngagementAs(ctx, input.engagementId, ['admin']);
  requireOpen(engagement);
  const { companyId, engagementId } = engagement;
  if (engagement.version !== input.version) throw raced('audit');
  const team = await engagementTeam(companyId, input);
  if (!sameSet(team.reviewerIds, engagement.reviewerIds)) {
    const waiting = await Promise.all(
      engagement.reviewerIds.map((employeeId) =>
        db()
          .entities.auditTask.query.byPerson({ companyId, employeeId, role: 'reviewer' })
          .where((a, op) => op.eq(a.engagementId, engagementId))
          .go({ pages: 'all', attributes: ['artefactId'] }),
      ),
    );
    const count = new Set(waiting.flatMap((w) => w.data.map((t) => t.artefactId))).size;
    if (count > 0) {
      throw new AppError(
        'UNPROCESSABLE',
        `reviewerIds: ${count} of this audit's artefacts wait on the reviewers' decision; change the reviewers once they are decided`,
      );
    }
  }
  const now = ctx.now.toISOString();
  const before = {
    leadId: engagement.leadId,
    performerIds: engagement.performerIds,
    reviewerIds: engagement.reviewerIds,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-engagement',
      entityId: engagementId,
      action: 'update',
      summary: `Audit “${engagement.title}” team changed`,
      before,
      after: team,
    },
    (tx) => [
      tx.auditEngagement
        .patch({ companyId, engagementId })
        .set({ ...team, updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('audit'),
  );
  const me = ctx.employeeId;
  const teamRoles = [
    ...(me && team.leadId === me ? (['lead'] as const) : []),
    ...(me && team.performerIds.includes(me) ? (['performer'] as const) : []),
    ...(me && team.reviewerIds.includes(me) ? (['reviewer'] as const) : []),
  ];
  return engagementView(ctx, { ...engagement, ...team, updatedAt: now, version: engagement.version + 1 }, [
    ...teamRoles,
    ...roles.filter((r) => r === 'admin'),
  ]);
};
