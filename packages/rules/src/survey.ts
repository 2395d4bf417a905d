/**
 * Survey rules both sides need (spec §3, §4): a survey's status from its dates, and which rater
 * groups of a 360-degree survey may be shown. No I/O.
 */

export const SURVEY_STATUSES = ['Not Open', 'Open', 'Closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/**
 * spec §3/§4: Not Open before the start date, Open from the start date to the end date (both
 * days included), Closed after the end date. Days are `YYYY-MM-DD`, compared as the UTC day of
 * `today`, so the server decides and every screen agrees.
 */
export const surveyStatus = (startDate: string, endDate: string, today: Date | string): SurveyStatus => {
  const day = typeof today === 'string' ? today.slice(0, 10) : today.toISOString().slice(0, 10);
  if (day < startDate) return 'Not Open';
  if (day > endDate) return 'Closed';
  return 'Open';
};

/** Who rates the subject of a 360-degree survey. */
export const RATER_GROUPS = ['self', 'manager', 'peer', 'direct-report', 'outside'] as const;
export type RaterGroup = (typeof RATER_GROUPS)[number];

/** At least this many answers before a group's results are shown (self and manager exempt). */
export const ANONYMITY_THRESHOLD = 3;

/** Groups shown whatever their count: the subject is one person, the manager is known anyway. */
export const THRESHOLD_EXEMPT: readonly RaterGroup[] = ['self', 'manager'];

/**
 * Whether a rater group's results may be shown: an exempt group once it has an answer, any other
 * group once at least `threshold` have answered. A group below the threshold is left out, never
 * merged into another (merging would let a reader subtract it back out).
 */
export const raterGroupShown = (
  group: RaterGroup,
  answered: number,
  threshold: number = ANONYMITY_THRESHOLD,
): boolean => (THRESHOLD_EXEMPT.includes(group) ? answered >= 1 : answered >= threshold);

/**
 * The overall score of a 360-degree survey (the degree-360 reviews report): the mean of every
 * score of the groups that may be shown, self left out (the subject's view of themself is not the
 * others' view of them), to two places. Null when no such group may be shown. A group below the
 * threshold is left out of it, as of everything else: merged into an overall figure, it could be
 * subtracted back out from the report's per-group averages.
 */
export const overallScore = (
  answers: readonly { group: RaterGroup; values: readonly number[] }[],
  threshold: number = ANONYMITY_THRESHOLD,
): { average: number | null; groups: RaterGroup[] } => {
  const count = new Map<RaterGroup, number>();
  for (const a of answers) count.set(a.group, (count.get(a.group) ?? 0) + 1);
  const groups = RATER_GROUPS.filter(
    (g) => g !== 'self' && count.has(g) && raterGroupShown(g, count.get(g)!, threshold),
  );
  const values = answers.filter((a) => groups.includes(a.group)).flatMap((a) => a.values);
  if (values.length === 0) return { average: null, groups: [] };
  const mean = values.reduce((x, y) => x + y, 0) / values.length;
  return { average: Math.round(mean * 100) / 100, groups };
};

/**
 * Whether the subject's "My 360 feedback" lists a survey: once it is closed with any answer, or
 * while open once as many have answered as a group needs to be shown — before that the report
 * would show at most their own and their manager's answers, and invite guessing who is missing.
 */
export const reportReadyForSubject = (
  status: SurveyStatus,
  answered: number,
  threshold: number = ANONYMITY_THRESHOLD,
): boolean => (status === 'Closed' ? answered >= 1 : answered >= threshold);

/** At least this many answers in a unit before its cells of an organisational heat map are shown. */
export const ORG_CELL_THRESHOLD = 5;

export interface OrgAnswer {
  unitId: string;
  /** the answer's scores by question */
  scores: readonly { questionId: string; value: number }[];
}

export interface OrgHeatCell {
  unitId: string;
  competencyId: string;
  /** how many answers of the unit rated the competency */
  count: number;
  /** the mean of every score of those answers on the competency's questions, to two places; null when withheld */
  average: number | null;
  withheld: boolean;
}

/**
 * The organisational heat map (docs/surveys.md): one cell per unit and competency. A cell with fewer
 * than `threshold` answers is withheld — no average — and never merged into another unit or an
 * "other" row, which would let a reader subtract it back out. Units and competencies come in the
 * order given; a unit with no answers still has its (withheld) cells.
 */
export const orgHeatMap = (
  units: readonly string[],
  competencies: readonly { competencyId: string; questionIds: readonly string[] }[],
  answers: readonly OrgAnswer[],
  threshold: number = ORG_CELL_THRESHOLD,
): OrgHeatCell[] =>
  units.flatMap((unitId) => {
    const mine = answers.filter((a) => a.unitId === unitId);
    return competencies.map(({ competencyId, questionIds }) => {
      const asked = new Set(questionIds);
      const rated = mine
        .map((a) => a.scores.filter((s) => asked.has(s.questionId)).map((s) => s.value))
        .filter((vs) => vs.length > 0);
      const count = rated.length;
      if (count < threshold) return { unitId, competencyId, count, average: null, withheld: true };
      const values = rated.flat();
      const average = Math.round((values.reduce((t, v) => t + v, 0) / values.length) * 100) / 100;
      return { unitId, competencyId, count, average, withheld: false };
    });
  });

export interface OrgUnitReportRow {
  competencyId: string;
  unit: { count: number; average: number | null; withheld: boolean };
  /** the company over the units whose cell is shown: nothing withheld is in it */
  company: { count: number; average: number | null; withheld: boolean };
}

/**
 * One unit's scores by competency beside the company's (docs/surveys.md). The company's figure is
 * taken only over the units whose own cell for that competency is shown: were the withheld units
 * in it, the company minus the units shown would give their answers back, merged — exactly what
 * the heat map refuses. The unit's own cell is withheld below the threshold, as on the heat map.
 */
export const orgUnitReport = (
  unitId: string,
  units: readonly string[],
  competencies: readonly { competencyId: string; questionIds: readonly string[] }[],
  answers: readonly OrgAnswer[],
  threshold: number = ORG_CELL_THRESHOLD,
): OrgUnitReportRow[] =>
  competencies.map((c) => {
    const cells = orgHeatMap(units, [c], answers, threshold);
    const own = cells.find((x) => x.unitId === unitId) ?? orgHeatMap([unitId], [c], answers, threshold)[0]!;
    const shown = new Set(cells.filter((x) => !x.withheld).map((x) => x.unitId));
    const ALL = '*';
    const [company] = orgHeatMap(
      [ALL],
      [c],
      answers.filter((a) => shown.has(a.unitId)).map((a) => ({ ...a, unitId: ALL })),
      threshold,
    );
    return {
      competencyId: c.competencyId,
      unit: { count: own.count, average: own.average, withheld: own.withheld },
      company: { count: company!.count, average: company!.average, withheld: company!.withheld },
    };
  });
