import { describe, expect, it } from 'vitest';
import {
  availableTransitions,
  nextPerformanceState,
  PERFORMANCE_ACTIONS,
  PERFORMANCE_ACTORS,
  PERFORMANCE_AGREEMENT_STATUSES,
  PERFORMANCE_ASSESSMENT_STATUSES,
  PERFORMANCE_QA_STATUSES,
  PERFORMANCE_TRANSITIONS,
  refusalOf,
  transitionFor,
  type PerformanceAction,
  type PerformanceActor,
  type PerformanceState,
} from './performance-workflow';

const state = (
  agreementStatus: PerformanceState['agreementStatus'],
  assessmentStatus: PerformanceState['assessmentStatus'] = 'Not Started',
  qaStatus: PerformanceState['qaStatus'] = 'Not Started',
  reviewComplete = false,
): PerformanceState => ({ agreementStatus, assessmentStatus, qaStatus, reviewComplete });

/**
 * The allowed moves, written out by hand from the workflow described in docs/performance.md —
 * not derived from the table — as [state, action, actor, window, next state, awaiting].
 */
const ALLOWED: [
  PerformanceState,
  PerformanceAction,
  PerformanceActor,
  string | null,
  PerformanceState,
  string,
][] = [
  [state('Draft'), 'submit', 'employee', 'pmAgreement', state('Submitted'), 'agreement-review'],
  [state('Disputed'), 'submit', 'employee', 'pmAgreement', state('Submitted'), 'agreement-review'],
  [state('Submitted'), 'agree', 'supervisor', 'pmAgreement', state('Agreed'), 'assessment-self'],
  [state('Submitted'), 'dispute', 'supervisor', 'pmAgreement', state('Disputed'), 'agreement-submit'],
  [state('Draft'), 'change-type', 'employee', 'pmAgreement', state('Draft'), 'unchanged'],
  [state('Disputed'), 'change-type', 'employee', 'pmAgreement', state('Disputed'), 'unchanged'],
  [state('Draft'), 'change-type', 'supervisor', 'pmAgreement', state('Draft'), 'unchanged'],
  [state('Submitted'), 'change-type', 'supervisor', 'pmAgreement', state('Submitted'), 'unchanged'],
  [state('Disputed'), 'change-type', 'supervisor', 'pmAgreement', state('Disputed'), 'unchanged'],
  [state('Agreed'), 'change-type', 'admin', 'pmAgreement', state('Agreed'), 'unchanged'],
  [
    state('Agreed'),
    'self-assess',
    'employee',
    'pmAssessment',
    state('Agreed', 'Self Assessed'),
    'assessment-supervisor',
  ],
  [
    state('Agreed', 'Returned'),
    'self-assess',
    'employee',
    'pmAssessment',
    state('Agreed', 'Self Assessed'),
    'assessment-supervisor',
  ],
  [
    state('Agreed', 'Self Assessed'),
    'return',
    'supervisor',
    'pmAssessment',
    state('Agreed', 'Returned'),
    'assessment-self',
  ],
  [
    state('Agreed', 'Self Assessed'),
    'supervisor-assess',
    'supervisor',
    'pmAssessment',
    state('Agreed', 'Supervisor Assessed'),
    'assessment-supervisor',
  ],
  [
    state('Agreed', 'Supervisor Assessed'),
    'review-complete',
    'supervisor',
    'pmAssessment',
    state('Agreed', 'Supervisor Assessed', 'Not Started', true),
    'qa-review',
  ],
  [
    state('Agreed', 'Supervisor Assessed', 'Not Started', true),
    'check',
    'qa-reviewer',
    null,
    state('Agreed', 'Supervisor Assessed', 'In Review', true),
    'qa-review',
  ],
  [
    state('Agreed', 'Supervisor Assessed', 'Referred Back', true),
    'check',
    'qa-reviewer',
    null,
    state('Agreed', 'Supervisor Assessed', 'In Review', true),
    'qa-review',
  ],
  [
    state('Agreed', 'Supervisor Assessed', 'In Review', true),
    'complete',
    'qa-reviewer',
    null,
    state('Agreed', 'Complete', 'Complete', true),
    'nobody',
  ],
  [
    state('Agreed', 'Complete', 'Complete', true),
    'recall',
    'qa-reviewer',
    null,
    state('Agreed', 'Supervisor Assessed', 'In Review', true),
    'qa-review',
  ],
  [
    state('Agreed', 'Supervisor Assessed', 'In Review', true),
    'refer-back',
    'qa-reviewer',
    null,
    state('Agreed', 'Self Assessed', 'Referred Back', false),
    'assessment-supervisor',
  ],
];

/** Every combination of the four fields (4 × 5 × 4 × 2 = 160 states). */
const ALL_STATES: PerformanceState[] = PERFORMANCE_AGREEMENT_STATUSES.flatMap((a) =>
  PERFORMANCE_ASSESSMENT_STATUSES.flatMap((s) =>
    PERFORMANCE_QA_STATUSES.flatMap((q) => [false, true].map((r) => state(a, s, q, r))),
  ),
);

/** Whether a state "is" the hand-written one as far as the row cares (QA fields of agreement rows may be anything). */
const allowedByHand = (s: PerformanceState, action: PerformanceAction, actor: PerformanceActor) =>
  ALLOWED.find(([from, a, who]) => {
    if (a !== action || who !== actor) return false;
    // agreement moves care only about the agreement (and, for an admin's type change, the assessment)
    if (['submit', 'agree', 'dispute', 'change-type'].includes(a)) {
      return (
        from.agreementStatus === s.agreementStatus &&
        (actor !== 'admin' || s.assessmentStatus === 'Not Started')
      );
    }
    if (['self-assess'].includes(a)) {
      return from.agreementStatus === s.agreementStatus && from.assessmentStatus === s.assessmentStatus;
    }
    if (['return', 'supervisor-assess', 'review-complete'].includes(a)) {
      return (
        from.agreementStatus === s.agreementStatus &&
        from.assessmentStatus === s.assessmentStatus &&
        from.reviewComplete === s.reviewComplete
      );
    }
    if (a === 'check') {
      return (
        from.assessmentStatus === s.assessmentStatus &&
        from.qaStatus === s.qaStatus &&
        from.reviewComplete === s.reviewComplete
      );
    }
    return from.assessmentStatus === s.assessmentStatus && from.qaStatus === s.qaStatus;
  });

describe('performance workflow: allowed moves', () => {
  it.each(ALLOWED.map((row, i) => [i, ...row] as const))(
    'move %i: %o —%s by %s→',
    (_i, from, action, actor, window, to, awaiting) => {
      const t = transitionFor(from, action, actor);
      expect(t).not.toBeNull();
      expect(t!.window).toBe(window);
      expect(t!.awaiting).toBe(awaiting);
      expect(nextPerformanceState(from, t!)).toEqual(to);
      expect(refusalOf(from, action, actor)).toBeNull();
    },
  );

  it('lists exactly the moves written out above (no row the hand list lacks)', () => {
    expect(PERFORMANCE_TRANSITIONS).toHaveLength(ALLOWED.length);
  });

  it('needs notes for a dispute, a return and a referral, and for nothing else', () => {
    const required = PERFORMANCE_TRANSITIONS.filter((t) => t.notes === 'required').map((t) => t.action);
    expect(required.sort()).toEqual(['dispute', 'refer-back', 'return']);
  });

  it('offers a supervisor agree, dispute and a type change on a submitted agreement', () => {
    expect(availableTransitions(state('Submitted'), ['supervisor']).map((t) => t.action)).toEqual([
      'agree',
      'dispute',
      'change-type',
    ]);
    expect(availableTransitions(state('Submitted'), ['employee'])).toEqual([]);
  });
});

describe('performance workflow: every other move is refused', () => {
  const forbidden = ALL_STATES.flatMap((s) =>
    PERFORMANCE_ACTIONS.flatMap((action) =>
      PERFORMANCE_ACTORS.filter((actor) => !allowedByHand(s, action, actor)).map(
        (actor) => [s, action, actor] as const,
      ),
    ),
  );

  it('covers the whole space (160 states × 12 actions × 4 actors)', () => {
    expect(ALL_STATES).toHaveLength(160);
    expect(forbidden.length).toBeGreaterThan(7000);
  });

  it('refuses each forbidden move with a reason', () => {
    for (const [s, action, actor] of forbidden) {
      expect(transitionFor(s, action, actor), `${JSON.stringify(s)} ${action} by ${actor}`).toBeNull();
      const refusal = refusalOf(s, action, actor);
      expect(refusal).not.toBeNull();
      expect(refusal!.message.length).toBeGreaterThan(10);
    }
  });

  it.each([
    [state('Submitted'), 'submit', 'employee', 'state'],
    [state('Submitted'), 'agree', 'employee', 'actor'],
    [state('Draft'), 'agree', 'supervisor', 'state'],
    [state('Agreed'), 'dispute', 'supervisor', 'state'],
    [state('Draft'), 'self-assess', 'employee', 'state'],
    [state('Agreed', 'Self Assessed'), 'supervisor-assess', 'employee', 'actor'],
    [state('Agreed', 'Supervisor Assessed'), 'check', 'qa-reviewer', 'state'],
    [state('Agreed', 'Complete', 'Complete', true), 'refer-back', 'qa-reviewer', 'state'],
    [state('Agreed', 'Supervisor Assessed', 'In Review', true), 'complete', 'supervisor', 'actor'],
    [state('Agreed', 'Self Assessed'), 'change-type', 'supervisor', 'state'],
  ] as const)('%o %s by %s: refused (%s)', (s, action, actor, kind) => {
    expect(refusalOf(s, action, actor)?.kind).toBe(kind);
  });

  it('says who may act when the role is wrong', () => {
    expect(refusalOf(state('Submitted'), 'agree', 'employee')?.message).toBe(
      'Only the supervisor may agree now.',
    );
    expect(
      refusalOf(state('Agreed', 'Supervisor Assessed', 'In Review', true), 'complete', 'supervisor')?.message,
    ).toBe('Only the QA reviewer may complete now.');
  });
});
