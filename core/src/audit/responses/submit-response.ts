import type { TAuditResponse, TSubmitResponseRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { AuditActionItem } from '../entities/response';
import { requireActiveEmployees } from '../people';
import { openFindingHost } from './finding-host';
import { peopleOf, removeTasks, responseOf, stale, toResponse } from './response-store';

/**
 * One of the finding's MR owners submits the response with its action plan, on the version read
 * (409 otherwise): the response, its actions (Open, each with an active employee as owner and a
 * due date) and the removal of every owner's response task, in one transaction. Submitted once.
 */
export const submitResponse = async (ctx: Ctx, input: TSubmitResponseRequest): Promise<TAuditResponse> => {
  const host = await openFindingHost(ctx, input);
  const { finding } = host;
  const engagement = { companyId: host.companyId, engagementId: host.engagementId, title: host.title };
  const r = await responseOf(engagement.companyId, engagement.engagementId, finding.artefactId);
  if (!r) throw new AppError('NOT_FOUND', 'findingId: no response was requested for this finding');
  if (!ctx.employeeId || !r.ownerIds.includes(ctx.employeeId)) {
    throw new AppError('FORBIDDEN', "Only the finding's MR owners can submit its management response.");
  }
  if (r.version !== input.version) throw stale('response');
  if (r.state !== 'Requested') {
    throw new AppError('UNPROCESSABLE', `This response is ${r.state.toLowerCase()}: it takes no submission.`);
  }
  const ownerIds = input.actions.map((a) => a.ownerId);
  await requireActiveEmployees(engagement.companyId, ownerIds, 'actions.ownerId');
  const [people, tasks, unitId] = await Promise.all([
    peopleOf(engagement.companyId, ownerIds),
    removeTasks(r.companyId, r.findingId, 'response'),
    host.unitId(),
  ]);
  const now = ctx.now.toISOString();
  const actions: AuditActionItem[] = input.actions.map((a) => ({
    companyId: engagement.companyId,
    actionId: newId(),
    engagementId: engagement.engagementId,
    engagementTitle: engagement.title,
    unitId,
    findingId: finding.artefactId,
    findingTitle: finding.title,
    rating: finding.rating,
    title: a.title,
    ownerId: a.ownerId,
    ownerName: people.get(a.ownerId)?.name ?? '—',
    dueOn: a.dueOn,
    state: 'Open',
    view: 'open',
    validationNote: '',
    validatedBy: '',
    validatedAt: '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  }));
  const set = {
    state: 'Submitted' as const,
    response: input.response,
    respondedBy: ctx.employeeId,
    respondedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId: r.companyId,
      entityType: 'audit-response',
      entityId: r.findingId,
      action: 'submit',
      summary: `Audit “${engagement.title}”: management response to “${finding.title}” submitted with ${actions.length} actions`,
      after: { actions: actions.map((a) => a.title) },
    },
    (tx) => [
      tx.auditResponse
        .patch({ companyId: r.companyId, engagementId: r.engagementId, findingId: r.findingId })
        .set({ ...set, updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.state, 'Requested')}`)
        .commit(),
      ...actions.map((a) => tx.auditAction.create(a).commit()),
      ...tasks(tx),
    ],
    stale('response'),
  );
  return toResponse(ctx, finding, { ...r, ...set, version: r.version + 1, updatedAt: now }, actions);
};
