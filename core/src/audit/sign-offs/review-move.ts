import type { EngagementRole, TAuditArtefact, TAuditArtefactActionRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { openEngagementAs, raced, requireOpen } from '../engagement/engagement-store';
import type { AuditEngagementItem } from '../entities/engagement';
import type { AuditSignOffItem } from '../entities/sign-off';
import type { AuditRetestItem } from '../entities/follow-up-audit';
import { findFollowUpAudit, openRetestAs } from '../follow-up/follow-up-store';
import { retestActionChanges } from '../follow-up/retest-action';
import type { AuditWorkingPaperItem } from '../entities/working-paper';
import {
  artefactView,
  contentOf,
  findArtefact,
  KIND_NAME,
  patchArtefact,
  peopleOf,
  titleOf,
  type ReviewSet,
} from '../fieldwork/artefacts';
import { nextStatus, type ReviewMove } from '../fieldwork/review-rules';
import { namesOf } from '../people';
import { taskChanges } from '../tasks/task-items';
import { contentHash } from './content-hash';

const WHO: Record<Exclude<ReviewMove, 'allow-scope-change'>, readonly EngagementRole[]> = {
  send: ['lead', 'performer', 'admin'],
  'allow-update': ['lead', 'reviewer', 'admin'],
  approve: ['reviewer', 'admin'],
  'not-approve': ['reviewer', 'admin'],
};

const DONE: Record<Exclude<ReviewMove, 'allow-scope-change'>, string> = {
  send: 'sent for review',
  'allow-update': 'given back for update',
  approve: 'approved',
  'not-approve': 'not approved',
};

/**
 * Moves an artefact's review (spec §4): send, allow-update, approve, not-approve. A decision
 * (approve, not-approve) is the reviewers' — a working paper's named reviewer's when it has one —
 * and never the preparer's own (IIA 12.3); it writes a sign-off with the SHA-256 of the content
 * the reviewer saw, in the same transaction as the move, the tasks it ends and starts, and the
 * audit entry. The version the caller read must still be the stored one (409 otherwise), so a
 * reviewer never approves content they did not see.
 */
export const moveReview = async (
  ctx: Ctx,
  move: Exclude<ReviewMove, 'allow-scope-change'>,
  input: TAuditArtefactActionRequest,
): Promise<TAuditArtefact> => {
  const { kind } = input;
  // a retest's follow-up entry may name a lead of its own, who moves it as the engagement's lead
  const { engagement, roles } =
    kind === 'retest'
      ? await openRetestAs(ctx, input.engagementId, input.id, WHO[move])
      : await openEngagementAs(ctx, input.engagementId, WHO[move]);
  // a follow-up audit retests the actions of an engagement that is usually closed by then
  if (kind !== 'retest') requireOpen(engagement);
  const item = await findArtefact(engagement.companyId, engagement.engagementId, kind, input.id);
  if (item.version !== input.version) throw raced(KIND_NAME[kind]);
  const next = nextStatus(move, kind, item.status);
  if (!next.ok) throw new AppError('UNPROCESSABLE', next.reason);
  const decision = move === 'approve' ? 'Approved' : move === 'not-approve' ? 'Not Approved' : null;
  const me = ctx.employeeId ?? '';
  if (decision) {
    if (item.preparerId && item.preparerId === me) {
      throw new AppError(
        'UNPROCESSABLE',
        `You prepared this ${KIND_NAME[kind]}: another reviewer must decide on it.`,
      );
    }
    const named = (item as Partial<AuditWorkingPaperItem>).reviewerId;
    if (named && named !== me && !roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only the reviewer named on this working paper can decide on it.');
    }
    if (!me) throw new AppError('FORBIDDEN', 'Only an employee of the company can sign off.');
  }
  const now = ctx.now.toISOString();
  const title = titleOf(kind, item);
  const set: ReviewSet = {
    status: next.status,
    changedAfterApproval: move === 'approve' ? false : item.changedAfterApproval,
    reviewNote: move === 'not-approve' ? input.note : move === 'approve' ? '' : item.reviewNote,
    updatedAt: now,
  };
  const signOff: AuditSignOffItem | null = decision
    ? {
        companyId: engagement.companyId,
        signOffId: newId(),
        engagementId: engagement.engagementId,
        kind,
        artefactId: item.artefactId,
        artefactTitle: title,
        artefactVersion: item.version,
        decision,
        note: input.note,
        byEmployeeId: me,
        byName: ctx.actorName,
        role: roles.includes('reviewer') ? 'reviewer' : 'admin',
        at: now,
        contentHash: contentHash(contentOf(kind, item)),
      }
    : null;
  const tasks = await taskChanges({ engagement, kind, item, title, to: next.status, at: now });
  // an approved retest moves its management action (docs/audit.md "Follow-up audits")
  const actionMove =
    kind === 'retest' && move === 'approve'
      ? await approvedRetestChanges(ctx, engagement, item as AuditRetestItem)
      : () => [];
  await writeChange(
    ctx,
    {
      companyId: engagement.companyId,
      entityType: `audit-${kind}`,
      entityId: item.artefactId,
      action: move,
      summary: `Audit “${engagement.title}”: ${KIND_NAME[kind]} “${title}” ${DONE[move]}`,
      before: { status: item.status },
      after: {
        status: next.status,
        ...(signOff ? { contentHash: signOff.contentHash, note: input.note } : {}),
      },
    },
    (tx) => [
      patchArtefact(tx, kind, item, set, input.version),
      tasks(tx),
      // create: attribute_not_exists on its key, so a sign-off is written once and never over
      signOff && tx.auditSignOff.create(signOff).commit(),
      actionMove(tx),
    ],
    raced(KIND_NAME[kind]),
  );
  const names = await namesOf(engagement.companyId, peopleOf(item));
  return artefactView(ctx, kind, { ...item, ...set, version: item.version + 1 }, names);
};

const approvedRetestChanges = async (ctx: Ctx, engagement: AuditEngagementItem, retest: AuditRetestItem) => {
  const audit = await findFollowUpAudit(engagement.companyId, retest.followUpId);
  return retestActionChanges(ctx, engagement, retest, audit.title);
};
