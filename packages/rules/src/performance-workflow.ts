/**
 * The performance cycle's workflows (spec §3, §4) as data: one row per allowed move of an
 * employee's quarter record — the agreement, the assessment and the QA review — saying which state
 * it starts from, who may make it, which quarter window must be open today, what the record
 * becomes and whom it then waits on. Pure: core's `applyTransition` checks the actor and the
 * window, writes the row's `to` and the audit entry in one transaction, and mails the person the
 * record now waits on. docs/performance.md "Workflows" prints these tables.
 *
 * The status values are those of @stratum/contracts performance.ts (this package has no
 * dependencies, so they are spelled out here; core's types make sure they agree).
 */

export const PERFORMANCE_AGREEMENT_STATUSES = ['Draft', 'Submitted', 'Disputed', 'Agreed'] as const;
export type PerformanceAgreementStatus = (typeof PERFORMANCE_AGREEMENT_STATUSES)[number];
export const PERFORMANCE_ASSESSMENT_STATUSES = [
  'Not Started',
  'Self Assessed',
  'Returned',
  'Supervisor Assessed',
  'Complete',
] as const;
export type PerformanceAssessmentStatus = (typeof PERFORMANCE_ASSESSMENT_STATUSES)[number];
export const PERFORMANCE_QA_STATUSES = ['Not Started', 'In Review', 'Referred Back', 'Complete'] as const;
export type PerformanceQaStatus = (typeof PERFORMANCE_QA_STATUSES)[number];

/** Who makes a move: the record's employee, their supervisor (or the acting supervisor in force), their QA reviewer, a company administrator. */
export const PERFORMANCE_ACTORS = ['employee', 'supervisor', 'qa-reviewer', 'admin'] as const;
export type PerformanceActor = (typeof PERFORMANCE_ACTORS)[number];

export const PERFORMANCE_ACTIONS = [
  'submit',
  'agree',
  'dispute',
  'change-type',
  'self-assess',
  'return',
  'supervisor-assess',
  'review-complete',
  'check',
  'complete',
  'recall',
  'refer-back',
] as const;
export type PerformanceAction = (typeof PERFORMANCE_ACTIONS)[number];

/** The quarter window a move needs open today (null: any day). */
export type PerformanceWindow = 'pmAgreement' | 'pmAssessment' | null;

export type PerformanceAwaitingStep =
  'agreement-submit' | 'agreement-review' | 'assessment-self' | 'assessment-supervisor' | 'qa-review';

/** The workflow state of one employee's quarter. */
export interface PerformanceState {
  agreementStatus: PerformanceAgreementStatus;
  assessmentStatus: PerformanceAssessmentStatus;
  qaStatus: PerformanceQaStatus;
  reviewComplete: boolean;
}

export type PerformanceWorkflow = 'agreement' | 'assessment' | 'qa';

export interface PerformanceTransition {
  workflow: PerformanceWorkflow;
  /** every field named must hold; fields not named may be anything */
  from: Partial<PerformanceState>;
  action: PerformanceAction;
  actor: PerformanceActor;
  window: PerformanceWindow;
  /** the fields the move sets */
  to: Partial<PerformanceState>;
  /** whom the record waits on next: a step (its person follows from the step), nobody, or as it was */
  awaiting: PerformanceAwaitingStep | 'nobody' | 'unchanged';
  /** whether the move carries notes (rich text): a dispute, a return or a referral must say why */
  notes: 'required' | 'optional';
}

const agreement = (
  from: PerformanceAgreementStatus,
  action: PerformanceAction,
  actor: PerformanceActor,
  to: PerformanceAgreementStatus,
  awaiting: PerformanceTransition['awaiting'],
  notes: PerformanceTransition['notes'] = 'optional',
  extra: Partial<PerformanceState> = {},
): PerformanceTransition => ({
  workflow: 'agreement',
  from: { agreementStatus: from, ...extra },
  action,
  actor,
  window: 'pmAgreement',
  to: { agreementStatus: to },
  awaiting,
  notes,
});

/**
 * Every allowed move. A move not listed is refused. The QA moves need no window (QA follows the
 * quarter's assessment); the others need the quarter's performance agreement or performance
 * assessment window open (else 409 `Period is closed`).
 */
export const PERFORMANCE_TRANSITIONS: readonly PerformanceTransition[] = [
  // Agreement: drafted → submitted → agreed, or disputed and corrected and submitted again.
  agreement('Draft', 'submit', 'employee', 'Submitted', 'agreement-review'),
  agreement('Disputed', 'submit', 'employee', 'Submitted', 'agreement-review'),
  agreement('Submitted', 'agree', 'supervisor', 'Agreed', 'assessment-self'),
  agreement('Submitted', 'dispute', 'supervisor', 'Disputed', 'agreement-submit', 'required'),
  // Type changes: the employee while the agreement is theirs to edit, the supervisor until agreed,
  // an administrator also after agreement, as long as the assessment has not started.
  agreement('Draft', 'change-type', 'employee', 'Draft', 'unchanged'),
  agreement('Disputed', 'change-type', 'employee', 'Disputed', 'unchanged'),
  agreement('Draft', 'change-type', 'supervisor', 'Draft', 'unchanged'),
  agreement('Submitted', 'change-type', 'supervisor', 'Submitted', 'unchanged'),
  agreement('Disputed', 'change-type', 'supervisor', 'Disputed', 'unchanged'),
  agreement('Agreed', 'change-type', 'admin', 'Agreed', 'unchanged', 'optional', {
    assessmentStatus: 'Not Started',
  }),
  // Assessment: only of an agreed scorecard.
  {
    workflow: 'assessment',
    from: { agreementStatus: 'Agreed', assessmentStatus: 'Not Started' },
    action: 'self-assess',
    actor: 'employee',
    window: 'pmAssessment',
    to: { assessmentStatus: 'Self Assessed' },
    awaiting: 'assessment-supervisor',
    notes: 'optional',
  },
  {
    workflow: 'assessment',
    from: { agreementStatus: 'Agreed', assessmentStatus: 'Returned' },
    action: 'self-assess',
    actor: 'employee',
    window: 'pmAssessment',
    to: { assessmentStatus: 'Self Assessed' },
    awaiting: 'assessment-supervisor',
    notes: 'optional',
  },
  {
    workflow: 'assessment',
    from: { agreementStatus: 'Agreed', assessmentStatus: 'Self Assessed', reviewComplete: false },
    action: 'return',
    actor: 'supervisor',
    window: 'pmAssessment',
    to: { assessmentStatus: 'Returned' },
    awaiting: 'assessment-self',
    notes: 'required',
  },
  {
    workflow: 'assessment',
    from: { agreementStatus: 'Agreed', assessmentStatus: 'Self Assessed', reviewComplete: false },
    action: 'supervisor-assess',
    actor: 'supervisor',
    window: 'pmAssessment',
    to: { assessmentStatus: 'Supervisor Assessed' },
    // still the supervisor's: they mark the review complete once they are content with the scores
    awaiting: 'assessment-supervisor',
    notes: 'optional',
  },
  {
    workflow: 'assessment',
    from: { agreementStatus: 'Agreed', assessmentStatus: 'Supervisor Assessed', reviewComplete: false },
    action: 'review-complete',
    actor: 'supervisor',
    window: 'pmAssessment',
    to: { reviewComplete: true },
    awaiting: 'qa-review',
    notes: 'optional',
  },
  // QA review (performance panels).
  {
    workflow: 'qa',
    from: { assessmentStatus: 'Supervisor Assessed', reviewComplete: true, qaStatus: 'Not Started' },
    action: 'check',
    actor: 'qa-reviewer',
    window: null,
    to: { qaStatus: 'In Review' },
    awaiting: 'qa-review',
    notes: 'optional',
  },
  {
    workflow: 'qa',
    from: { assessmentStatus: 'Supervisor Assessed', reviewComplete: true, qaStatus: 'Referred Back' },
    action: 'check',
    actor: 'qa-reviewer',
    window: null,
    to: { qaStatus: 'In Review' },
    awaiting: 'qa-review',
    notes: 'optional',
  },
  {
    workflow: 'qa',
    from: { assessmentStatus: 'Supervisor Assessed', qaStatus: 'In Review' },
    action: 'complete',
    actor: 'qa-reviewer',
    window: null,
    to: { qaStatus: 'Complete', assessmentStatus: 'Complete' },
    awaiting: 'nobody',
    notes: 'optional',
  },
  {
    workflow: 'qa',
    from: { assessmentStatus: 'Complete', qaStatus: 'Complete' },
    action: 'recall',
    actor: 'qa-reviewer',
    window: null,
    to: { qaStatus: 'In Review', assessmentStatus: 'Supervisor Assessed' },
    awaiting: 'qa-review',
    notes: 'optional',
  },
  {
    workflow: 'qa',
    from: { assessmentStatus: 'Supervisor Assessed', qaStatus: 'In Review' },
    action: 'refer-back',
    actor: 'qa-reviewer',
    window: null,
    to: { qaStatus: 'Referred Back', assessmentStatus: 'Self Assessed', reviewComplete: false },
    awaiting: 'assessment-supervisor',
    notes: 'required',
  },
];

const matches = (state: PerformanceState, from: Partial<PerformanceState>): boolean =>
  (Object.keys(from) as (keyof PerformanceState)[]).every((k) => from[k] === state[k]);

/** The row allowing `actor` to make `action` from `state`, or null when the move is not allowed. */
export const transitionFor = (
  state: PerformanceState,
  action: PerformanceAction,
  actor: PerformanceActor,
): PerformanceTransition | null =>
  PERFORMANCE_TRANSITIONS.find((t) => t.action === action && t.actor === actor && matches(state, t.from)) ??
  null;

/** The moves any of `actors` may make from `state` (what a screen offers). */
export const availableTransitions = (
  state: PerformanceState,
  actors: readonly PerformanceActor[],
): PerformanceTransition[] =>
  PERFORMANCE_TRANSITIONS.filter((t) => actors.includes(t.actor) && matches(state, t.from));

/** The state after a move. */
export const nextPerformanceState = (
  state: PerformanceState,
  t: PerformanceTransition,
): PerformanceState => ({ ...state, ...t.to });

const describe = (s: PerformanceState): string =>
  `agreement ${s.agreementStatus}, assessment ${s.assessmentStatus}${s.reviewComplete ? ' (review complete)' : ''}, QA ${s.qaStatus}`;

/**
 * Why `actor` may not make `action` from `state`: another role may (403-worthy: "only the
 * supervisor …"), or nobody may from this state (409-worthy). Null when the move is allowed.
 */
export const refusalOf = (
  state: PerformanceState,
  action: PerformanceAction,
  actor: PerformanceActor,
): { kind: 'actor' | 'state'; message: string } | null => {
  if (transitionFor(state, action, actor)) return null;
  const others = PERFORMANCE_TRANSITIONS.filter((t) => t.action === action && matches(state, t.from)).map(
    (t) => t.actor,
  );
  if (others.length > 0) {
    return {
      kind: 'actor',
      message: `Only the ${[...new Set(others)].join(' or the ').replace('qa-reviewer', 'QA reviewer').replace('admin', 'company administrator')} may ${action.replace('-', ' ')} now.`,
    };
  }
  return {
    kind: 'state',
    message: `“${action}” is not a step this quarter can take now (${describe(state)}).`,
  };
};
