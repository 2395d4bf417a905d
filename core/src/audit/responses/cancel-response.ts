import type { TAuditResponse, TCancelResponseRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { queueMail } from '../../kernel/outbox';
import { openFindingHost, requireRequester } from './finding-host';
import { peopleOf, removeTasks, responseOf, stale, toResponse } from './response-store';

/**
 * Cancels a request not yet answered (its lead, performers or an administrator), on the version
 * read, with a reason: the owners' tasks go in the same transaction, and each owner is told by
 * mail with the reason — they were asked by mail, so a request withdrawn silently would leave them
 * working on something nobody waits for.
 */
export const cancelResponse = async (ctx: Ctx, input: TCancelResponseRequest): Promise<TAuditResponse> => {
  const host = await openFindingHost(ctx, input);
  requireRequester(host);
  const { finding } = host;
  const engagement = { companyId: host.companyId, engagementId: host.engagementId, title: host.title };
  const r = await responseOf(engagement.companyId, engagement.engagementId, finding.artefactId);
  if (!r) throw new AppError('NOT_FOUND', 'findingId: no response was requested for this finding');
  if (r.version !== input.version) throw stale('response');
  if (r.state !== 'Requested') {
    throw new AppError(
      'UNPROCESSABLE',
      `Only a request waiting for its response can be cancelled (it is ${r.state}).`,
    );
  }
  const [tasks, people] = await Promise.all([
    removeTasks(r.companyId, r.findingId, 'response'),
    peopleOf(r.companyId, r.ownerIds),
  ]);
  const now = ctx.now.toISOString();
  const after = {
    ...r,
    state: 'Cancelled' as const,
    cancelReason: input.reason,
    version: r.version + 1,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId: r.companyId,
      entityType: 'audit-response',
      entityId: r.findingId,
      action: 'cancel',
      summary: `Audit “${engagement.title}”: management response request for “${finding.title}” cancelled`,
      after: { reason: input.reason },
    },
    (tx) => [
      tx.auditResponse
        .patch({ companyId: r.companyId, engagementId: r.engagementId, findingId: r.findingId })
        .set({ state: 'Cancelled', cancelReason: input.reason, updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...tasks(tx),
      ...r.ownerIds.flatMap((id) => {
        const p = people.get(id);
        if (!p?.email) return [];
        return [
          queueMail(tx, ctx, {
            companyId: r.companyId,
            kind: 'message',
            to: p.email,
            subject: `Management response no longer needed: ${finding.title}`,
            content: {
              paragraphs: [
                `Hello ${p.name},`,
                `${ctx.actorName} cancelled the request for your management response to “${finding.title}” (audit “${engagement.title}”).`,
                `Reason: ${input.reason}`,
              ],
            },
          }),
        ];
      }),
    ],
    stale('response'),
  );
  return toResponse(ctx, finding, after, []);
};
