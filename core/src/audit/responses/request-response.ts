import type { TAuditResponse, TRequestResponseRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { appLink } from '../../kernel/mail';
import { queueMail } from '../../kernel/outbox';
import type { AuditResponseItem } from '../entities/response';
import { openFindingHost, requireRequester } from './finding-host';
import { addTask, peopleOf, responseOf, stale, toResponse } from './response-store';

export const RESPONSE_PATH = (engagementId: string) =>
  `/app/audit-management/audits/manage/${engagementId}/management-response`;
/** A finding raised outside an engagement: its page, with its response. */
export const OUTSIDE_FINDING_PATH = (findingId: string) =>
  `/app/audit-management/issue-tracker/findings/${findingId}`;

/**
 * Asks a finding's MR owners for a management response (its lead, performers or an administrator):
 * in one transaction the request, an inbox task for each owner (role `owner`, kind `response`,
 * with their running count) and a mail to each through the outbox with a link into Stratum. A
 * request already waiting is a 409; a cancelled one may be asked again (version moves on).
 */
export const requestResponse = async (ctx: Ctx, input: TRequestResponseRequest): Promise<TAuditResponse> => {
  const host = await openFindingHost(ctx, input);
  requireRequester(host);
  const { finding } = host;
  const engagement = { companyId: host.companyId, engagementId: host.engagementId, title: host.title };
  if (!finding.mrOwnerIds.length) {
    throw new AppError('UNPROCESSABLE', 'This finding names no MR owners: add them to the finding first.');
  }
  const existing = await responseOf(engagement.companyId, engagement.engagementId, finding.artefactId);
  if (existing && existing.state !== 'Cancelled') {
    throw new AppError('CONFLICT', `A response to this finding is already ${existing.state.toLowerCase()}.`);
  }
  const people = await peopleOf(engagement.companyId, finding.mrOwnerIds);
  const now = ctx.now.toISOString();
  const item: AuditResponseItem = {
    companyId: engagement.companyId,
    engagementId: engagement.engagementId,
    findingId: finding.artefactId,
    state: 'Requested',
    ownerIds: [...finding.mrOwnerIds],
    note: input.note,
    requestedBy: ctx.actorName,
    requestedAt: now,
    cancelReason: '',
    response: '',
    respondedBy: '',
    respondedAt: '',
    version: (existing?.version ?? 0) + 1,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  const url = host.outside
    ? appLink(OUTSIDE_FINDING_PATH(finding.artefactId))
    : appLink(RESPONSE_PATH(engagement.engagementId), { finding: finding.artefactId });
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-response',
      entityId: item.findingId,
      action: 'request',
      summary: `Audit “${engagement.title}”: management response to “${finding.title}” requested`,
      after: { owners: item.ownerIds },
    },
    (tx) => [
      existing
        ? tx.auditResponse
            .put(item)
            .where((a, op) => op.eq(a.version, existing.version))
            .commit()
        : tx.auditResponse.create(item).commit(),
      ...item.ownerIds.flatMap((employeeId) =>
        addTask(tx, {
          companyId: item.companyId,
          employeeId,
          role: 'owner',
          kind: 'response',
          artefactId: item.findingId,
          engagementId: engagement.engagementId,
          engagementTitle: engagement.title,
          artefactTitle: finding.title,
          since: now,
        }),
      ),
      ...item.ownerIds.flatMap((employeeId) => {
        const p = people.get(employeeId);
        if (!p?.email) return [];
        return [
          queueMail(tx, ctx, {
            companyId: item.companyId,
            kind: 'message',
            to: p.email,
            subject: `Management response requested: ${finding.title}`,
            content: {
              paragraphs: [
                `Hello ${p.name},`,
                `${ctx.actorName} asks for your management response to the ${finding.rating.toLowerCase()}-rated finding “${finding.title}” of ${host.outside ? '' : 'the audit '}“${engagement.title}”.`,
                ...(input.note ? [input.note] : []),
                'Please give your response and the actions you plan, each with an owner and a due date.',
              ],
              action: { label: 'Respond in Stratum', url },
            },
          }),
        ];
      }),
    ],
    stale('response'),
  );
  return toResponse(ctx, finding, item, []);
};
