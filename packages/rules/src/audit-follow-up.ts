/**
 * Follow-up audits (docs/audit.md "Follow-up audits"): which retests may leave the work plan,
 * when the follow-up report may be made, and its summary by result.
 */
export type RetestReviewState = 'Draft' | 'Sent' | 'Approved' | 'Not Approved';
export type RetestOutcome = 'Implemented' | 'Partly implemented' | 'Not implemented';

/**
 * Why a retest cannot be taken off the work plan, or null when it can. Only a draft nobody has
 * decided on may go: a sent one is with its reviewers, and an approved or not-approved one (or a
 * draft edited after approval) carries sign-offs that must keep their artefact.
 */
export const retestRemovalProblem = (
  title: string,
  r: { status: RetestReviewState; changedAfterApproval: boolean },
): string | null => {
  if (r.status === 'Draft' && !r.changedAfterApproval) return null;
  if (r.status === 'Sent')
    return `The retest of “${title}” is with its reviewers: it stays on the work plan.`;
  return `The retest of “${title}” has been signed off: it stays on the work plan.`;
};

export interface FollowUpReportFacts {
  retests: ReadonlyArray<{ title: string; status: RetestReviewState; result: RetestOutcome | null }>;
}

/**
 * Why the follow-up report cannot be made now (none: it can): at least one action is retested,
 * every retest has a result, and every retest is Approved (a draft, sent or not-approved one — an
 * approved one edited since included — blocks). Each reason is returned at once.
 */
export const followUpReportBlockers = (facts: FollowUpReportFacts): string[] => {
  if (!facts.retests.length) return ['Choose at least one management action to retest first.'];
  const reasons: string[] = [];
  const noResult = facts.retests.filter((r) => r.result === null);
  if (noResult.length) {
    reasons.push(`Every retest needs a result: ${noResult.map((r) => `“${r.title}”`).join(', ')}.`);
  }
  const open = facts.retests.filter((r) => r.status !== 'Approved');
  if (open.length) {
    reasons.push(
      `Every retest must be approved: ${open.map((r) => `“${r.title}” is ${r.status}`).join('; ')}.`,
    );
  }
  return reasons;
};

/** The retests counted by result; one without a result is in none. */
export const retestSummary = (
  results: ReadonlyArray<RetestOutcome | null>,
): { implemented: number; partly: number; notImplemented: number } => ({
  implemented: results.filter((r) => r === 'Implemented').length,
  partly: results.filter((r) => r === 'Partly implemented').length,
  notImplemented: results.filter((r) => r === 'Not implemented').length,
});

/** What an approved retest does to its management action; `reopened` when the auditor had it waiting or closed. */
export interface RetestActionMove {
  to: 'Open' | 'In progress' | 'Implemented';
  reopened: boolean;
}

/**
 * The action's move when its retest is approved (docs/audit.md "Follow-up audits"), in the
 * tracker's own states, or null when the action stays as it is:
 * - Implemented: an Open or In progress action becomes Implemented and waits for the auditor's
 *   validation as if its owner had said so; one already Implemented or Closed stays.
 * - Partly or Not implemented: the action is not in place. An Implemented (waiting) or Closed one
 *   is reopened, In progress, as a validation's reopen does; an Open one found partly implemented
 *   is In progress; otherwise it keeps its state. The retest's note is recorded on it either way.
 */
export const retestActionMove = (
  from: 'Open' | 'In progress' | 'Implemented' | 'Closed',
  result: RetestOutcome,
): RetestActionMove | null => {
  if (result === 'Implemented') {
    return from === 'Open' || from === 'In progress' ? { to: 'Implemented', reopened: false } : null;
  }
  if (from === 'Implemented' || from === 'Closed') return { to: 'In progress', reopened: true };
  if (from === 'Open' && result === 'Partly implemented') return { to: 'In progress', reopened: false };
  return { to: from, reopened: false };
};
