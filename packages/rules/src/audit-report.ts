/**
 * When an engagement's final report may be made (spec §4 make final report). The draft is
 * frozen only when everything it states has been signed off:
 * - the overall opinion exists and is Approved (an approved one edited since is a Draft again);
 * - every finding of the engagement is Approved (a Draft, Sent or Not Approved one blocks; an
 *   engagement with no findings may report none);
 * - no version is in force: the one made must be recalled (with its reason) first.
 * Each reason a report cannot be made is returned; none means it can.
 */
export type ReviewState = 'Draft' | 'Sent' | 'Approved' | 'Not Approved';

export interface FinalReportFacts {
  opinion: ReviewState | null;
  findings: ReadonlyArray<{ title: string; status: ReviewState }>;
  /** the version in force, when one is */
  inForce: number | null;
}

export const finalReportBlockers = (facts: FinalReportFacts): string[] => {
  const reasons: string[] = [];
  if (facts.inForce !== null) {
    reasons.push(`Final report version ${facts.inForce} is in force: recall it, with a reason, first.`);
  }
  if (facts.opinion === null) reasons.push('The overall opinion is not written yet.');
  else if (facts.opinion !== 'Approved') {
    reasons.push(`The overall opinion is not approved (it is ${facts.opinion}).`);
  }
  const open = facts.findings.filter((f) => f.status !== 'Approved');
  if (open.length) {
    reasons.push(
      `Every finding must be approved: ${open.map((f) => `“${f.title}” is ${f.status}`).join('; ')}.`,
    );
  }
  return reasons;
};
