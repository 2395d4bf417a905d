import type { ArtefactKind, ArtefactStatus, AuditTaskRole } from '@stratum/contracts';

/**
 * The review of an artefact (spec §4: send, allow-update, approve, not-approve, allow scope
 * change), as a table: from which statuses each move may be made, and where it leads.
 */
export type ReviewMove = 'send' | 'allow-update' | 'approve' | 'not-approve' | 'allow-scope-change';

export const MOVES: Record<
  ReviewMove,
  { from: readonly ArtefactStatus[]; to: ArtefactStatus; kinds?: readonly ArtefactKind[] }
> = {
  send: { from: ['Draft', 'Not Approved'], to: 'Sent' },
  'allow-update': { from: ['Sent'], to: 'Draft' },
  approve: { from: ['Sent'], to: 'Approved' },
  'not-approve': { from: ['Sent'], to: 'Not Approved' },
  'allow-scope-change': { from: ['Approved'], to: 'Draft', kinds: ['scope'] },
};

const REFUSAL: Record<ReviewMove, string> = {
  send: 'Only a draft or a not-approved item can be sent for review',
  'allow-update': 'Only an item sent for review can be given back for update',
  approve: 'Only an item sent for review can be approved',
  'not-approve': 'Only an item sent for review can be not approved',
  'allow-scope-change': 'Only an approved scope can be opened for change',
};

/** Where a move leads from `status`, or the reason it cannot be made. */
export const nextStatus = (
  move: ReviewMove,
  kind: ArtefactKind,
  status: ArtefactStatus,
): { ok: true; status: ArtefactStatus } | { ok: false; reason: string } => {
  const rule = MOVES[move];
  if (rule.kinds && !rule.kinds.includes(kind)) return { ok: false, reason: REFUSAL[move] };
  if (!rule.from.includes(status)) return { ok: false, reason: `${REFUSAL[move]} (it is ${status}).` };
  return { ok: true, status: rule.to };
};

/**
 * What an edit does to the review. While the reviewers hold it (Sent) it cannot change; an
 * approved scope changes only after a scope change was allowed (with its reason); any other
 * approved artefact may be edited, and is then "changed after approval" and a draft again, to be
 * sent and approved anew.
 */
export const afterEdit = (
  kind: ArtefactKind,
  status: ArtefactStatus,
):
  | { ok: true; status: ArtefactStatus; changedAfterApproval: boolean | null }
  | { ok: false; reason: string } => {
  if (status === 'Sent') {
    return { ok: false, reason: 'It is with the reviewers: ask them to allow an update first.' };
  }
  if (status === 'Approved') {
    if (kind === 'scope') {
      return { ok: false, reason: 'The scope is approved: allow a scope change, with its reason, first.' };
    }
    return { ok: true, status: 'Draft', changedAfterApproval: true };
  }
  // null: the flag stays as it was (an approved item reopened is still "changed after approval")
  return { ok: true, status, changedAfterApproval: null };
};

/** An engagement's people, as far as a review needs them. */
export interface ReviewPeople {
  leadId: string;
  reviewerIds: readonly string[];
  preparerId: string;
  /** a working paper's named reviewer ('' when any reviewer of the engagement) */
  paperReviewerId: string;
}

/**
 * Who an artefact in `status` waits on, and in which role: a sent one on its reviewers (a working
 * paper's named reviewer alone, when it has one); a not-approved one on whoever prepared it (the
 * lead when nobody is on record). Drafts and approved items wait on nobody.
 */
export const waitingOn = (
  status: ArtefactStatus,
  people: ReviewPeople,
): Array<{ employeeId: string; role: AuditTaskRole }> => {
  if (status === 'Sent') {
    const reviewers = people.paperReviewerId ? [people.paperReviewerId] : [...new Set(people.reviewerIds)];
    return reviewers.map((employeeId) => ({ employeeId, role: 'reviewer' }));
  }
  if (status === 'Not Approved') {
    return [{ employeeId: people.preparerId || people.leadId, role: 'performer' }];
  }
  return [];
};
