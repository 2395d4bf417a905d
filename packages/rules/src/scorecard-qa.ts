/**
 * The scorecard QA panel's review of a quarter's scorecard (spec §4 "QA review: add, check
 * completeness, complete, recall"; docs/performance.md "Scorecard QA review"). Pure: the state
 * before, the action and who acts give the state after, or why not.
 *
 * | from                       | action   | next                                                        |
 * | -------------------------- | -------- | ----------------------------------------------------------- |
 * | Not Started (agreed)       | add      | In Review, unchecked, held by the caller                    |
 * | In Review                  | check    | In Review, checked (when the scorecard is complete)         |
 * | In Review, checked         | complete | Complete (last reviewer); else In Review, unchecked, next   |
 * | Complete                   | recall   | In Review, unchecked, held by the caller                    |
 */
export type ScorecardQaStatus = 'Not Started' | 'In Review' | 'Complete';
export type ScorecardQaAction = 'add' | 'check' | 'complete' | 'recall';

export interface ScorecardQaState {
  status: ScorecardQaStatus;
  checked: boolean;
  /** the member the review is with; null when nobody holds it */
  holderId: string | null;
}

export interface ScorecardQaActor {
  /** the caller's employee id */
  me: string;
  /** the caller is the panel's last reviewer */
  isLast: boolean;
  /** the member after the caller in review order (for a hand-on) */
  nextId: string | null;
  /** the quarter's performance agreement is Agreed */
  agreed: boolean;
}

export type ScorecardQaResult =
  { ok: true; next: ScorecardQaState; handedOn: boolean } | { ok: false; why: string };

const refuse = (why: string): ScorecardQaResult => ({ ok: false, why });

export const scorecardQaMove = (
  state: ScorecardQaState,
  action: ScorecardQaAction,
  actor: ScorecardQaActor,
): ScorecardQaResult => {
  const held = state.holderId === actor.me;
  switch (action) {
    case 'add':
      if (state.status !== 'Not Started') return refuse(`This scorecard is already ${state.status}.`);
      if (!actor.agreed) return refuse('Only an agreed scorecard can be taken into QA review.');
      return { ok: true, next: { status: 'In Review', checked: false, holderId: actor.me }, handedOn: false };
    case 'check':
      if (state.status !== 'In Review')
        return refuse(`Only a scorecard in review can be checked (it is ${state.status}).`);
      if (!held) return refuse('This review is with another member of the panel.');
      return { ok: true, next: { ...state, checked: true }, handedOn: false };
    case 'complete':
      if (state.status !== 'In Review')
        return refuse(`Only a scorecard in review can be completed (it is ${state.status}).`);
      if (!held) return refuse('This review is with another member of the panel.');
      if (!state.checked) return refuse('Check the scorecard’s completeness before completing its review.');
      if (actor.isLast || actor.nextId === null)
        return { ok: true, next: { status: 'Complete', checked: true, holderId: null }, handedOn: false };
      return {
        ok: true,
        next: { status: 'In Review', checked: false, holderId: actor.nextId },
        handedOn: true,
      };
    case 'recall':
      if (state.status !== 'Complete')
        return refuse(`Only a completed review can be recalled (it is ${state.status}).`);
      return { ok: true, next: { status: 'In Review', checked: false, holderId: actor.me }, handedOn: false };
  }
};

/** What keeps a scorecard from passing the completeness check, in words; empty when it is complete. */
export const scorecardGaps = (
  kpis: readonly {
    name: string;
    weight?: number | null;
    target?: number | null;
    manualTarget?: string | null;
  }[],
): string[] => {
  if (kpis.length === 0) return ['it has no KPIs'];
  const gaps: string[] = [];
  const total = kpis.reduce((sum, k) => sum + (k.weight ?? 0), 0);
  if (Math.abs(total - 100) > 1e-9) gaps.push(`the weights sum to ${Math.round(total * 100) / 100}, not 100`);
  const untargeted = kpis.filter(
    (k) => (k.target === null || k.target === undefined) && !k.manualTarget?.trim(),
  );
  if (untargeted.length > 0)
    gaps.push(
      `${untargeted.length} KPI${untargeted.length === 1 ? ' has' : 's have'} no target (${untargeted
        .map((k) => `“${k.name}”`)
        .join(', ')})`,
    );
  return gaps;
};
