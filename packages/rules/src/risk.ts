import { progressColour, type ProgressColour } from './format';

/**
 * Risk rules of spec §9 (levels, colours, impact and likelihood scales, control types, mitigation
 * statuses) and the decisions docs/risk.md writes down: the matrix lookup, the level bands of a
 * rating type, the residual rating after controls and mitigation progress. Pure: no I/O, no clock.
 */

/** spec §9: "Risk level order: Low, Moderate, High, Extreme". */
export const RISK_LEVELS_FOUR = ['Low', 'Moderate', 'High', 'Extreme'] as const;
/** spec §9: the three-level variant "Low, Medium, High". */
export const RISK_LEVELS_THREE = ['Low', 'Medium', 'High'] as const;
export const RISK_LEVELS = ['Low', 'Medium', 'Moderate', 'High', 'Extreme'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** A rating type rates on four levels (the default) or three. */
export const RISK_SCHEMES = ['four-level', 'three-level'] as const;
export type RiskScheme = (typeof RISK_SCHEMES)[number];

export const LEVELS_OF: Record<RiskScheme, readonly RiskLevel[]> = {
  'four-level': RISK_LEVELS_FOUR,
  'three-level': RISK_LEVELS_THREE,
};

/** The colours spec §9 names, as hex (green and red are the rating palette's). */
export const RISK_COLOURS = {
  green: '#10B981',
  yellow: '#FACC15',
  orange: '#F97316',
  red: '#EF4444',
} as const;

/**
 * spec §9: "Low green, Moderate yellow, High orange, Extreme red; three-level: Low green, Medium
 * orange, High red".
 */
export const RISK_LEVEL_COLOURS: Record<RiskScheme, Partial<Record<RiskLevel, string>>> = {
  'four-level': {
    Low: RISK_COLOURS.green,
    Moderate: RISK_COLOURS.yellow,
    High: RISK_COLOURS.orange,
    Extreme: RISK_COLOURS.red,
  },
  'three-level': { Low: RISK_COLOURS.green, Medium: RISK_COLOURS.orange, High: RISK_COLOURS.red },
};

export const riskLevelColour = (scheme: RiskScheme, level: RiskLevel): string =>
  RISK_LEVEL_COLOURS[scheme][level] ?? RISK_COLOURS.green;

/** Where levels sit against each other when schemes are shown together (counts by level). */
export const levelRank = (level: RiskLevel): number => RISK_LEVELS.indexOf(level);

/** Impact and likelihood are rated 1 to 5 (spec §9's five-point scales). */
export const SCALE_SCORES = [1, 2, 3, 4, 5] as const;
export const MIN_SCALE_SCORE = 1;
export const MAX_SCALE_SCORE = 5;
/** The highest rating score a matrix entry may carry: 5 × 5. */
export const MAX_RATING_SCORE = 25;

export interface ScalePoint {
  name: string;
  score: number;
}

/** spec §9: "Risk impact scale: Catastrophic, Major, Moderate, Minor, Insignificant" — from 1 up. */
export const IMPACT_SCALE: readonly ScalePoint[] = [
  { name: 'Insignificant', score: 1 },
  { name: 'Minor', score: 2 },
  { name: 'Moderate', score: 3 },
  { name: 'Major', score: 4 },
  { name: 'Catastrophic', score: 5 },
];

/** spec §9: "Likelihood scale: Rare, Unlikely, Possible, Likely, Certain". */
export const LIKELIHOOD_SCALE: readonly ScalePoint[] = [
  { name: 'Rare', score: 1 },
  { name: 'Unlikely', score: 2 },
  { name: 'Possible', score: 3 },
  { name: 'Likely', score: 4 },
  { name: 'Certain', score: 5 },
];

/**
 * The lowest rating score of each level above Low, in order. The defaults split the 5×5 products
 * the usual way: four levels Low 1–3, Moderate 4–7, High 8–14, Extreme 15–25; three levels Low 1–4,
 * Medium 5–11, High 12–25.
 */
export const DEFAULT_THRESHOLDS: Record<RiskScheme, readonly number[]> = {
  'four-level': [4, 8, 15],
  'three-level': [5, 12],
};

/** Why a scheme's thresholds cannot be used, or null: one per level above Low, rising, 2..25. */
export const thresholdProblem = (scheme: RiskScheme, thresholds: readonly number[]): string | null => {
  const levels = LEVELS_OF[scheme];
  if (thresholds.length !== levels.length - 1) {
    return `give ${levels.length - 1} lowest scores, one for each of ${levels.slice(1).join(', ')}`;
  }
  for (const [i, t] of thresholds.entries()) {
    if (!Number.isInteger(t) || t < 2 || t > MAX_RATING_SCORE) {
      return `the lowest score of ${levels[i + 1]} must be a whole number from 2 to ${MAX_RATING_SCORE}`;
    }
    if (i > 0 && t <= thresholds[i - 1]!) {
      return `the lowest score of ${levels[i + 1]} must be above that of ${levels[i]}`;
    }
  }
  return null;
};

/** The level a rating score falls in: the highest level whose lowest score it reaches. */
export const levelOfScore = (score: number, scheme: RiskScheme, thresholds: readonly number[]): RiskLevel => {
  const levels = LEVELS_OF[scheme];
  let level = levels[0]!;
  thresholds.forEach((t, i) => {
    if (score >= t) level = levels[i + 1] ?? level;
  });
  return level;
};

/** Each level's score range under these thresholds, lowest level first. */
export const levelBands = (
  scheme: RiskScheme,
  thresholds: readonly number[],
): Array<{ level: RiskLevel; min: number; max: number; colour: string }> =>
  LEVELS_OF[scheme].map((level, i) => ({
    level,
    min: i === 0 ? 1 : thresholds[i - 1]!,
    max: i < thresholds.length ? thresholds[i]! - 1 : MAX_RATING_SCORE,
    colour: riskLevelColour(scheme, level),
  }));

export interface Cell {
  impact: number;
  likelihood: number;
}

export interface MatrixEntry extends Cell {
  ratingScore: number;
}

/** The matrix a new rating type (and a new company) starts with: ratingScore = impact × likelihood. */
export const defaultMatrix = (): MatrixEntry[] =>
  SCALE_SCORES.flatMap((impact) =>
    SCALE_SCORES.map((likelihood) => ({ impact, likelihood, ratingScore: impact * likelihood })),
  );

export interface RatingType {
  scheme: RiskScheme;
  thresholds: readonly number[];
}

export interface CellRating {
  ratingScore: number;
  level: RiskLevel;
  colour: string;
}

/** A cell rated by a rating type's matrix; null where the matrix has no entry for the cell. */
export const rateCell = (type: RatingType, matrix: readonly MatrixEntry[], cell: Cell): CellRating | null => {
  const entry = matrix.find((e) => e.impact === cell.impact && e.likelihood === cell.likelihood);
  if (!entry) return null;
  const level = levelOfScore(entry.ratingScore, type.scheme, type.thresholds);
  return { ratingScore: entry.ratingScore, level, colour: riskLevelColour(type.scheme, level) };
};

// ---------------------------------------------------------------- controls and residual rating

/** spec §9: "Risk control types: Preventative, Detective, Reactive". */
export const CONTROL_TYPES = ['Preventative', 'Detective', 'Reactive'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

export const CONTROL_EFFECTIVENESS = ['Effective', 'Partially Effective', 'Ineffective'] as const;
export type ControlEffectiveness = (typeof CONTROL_EFFECTIVENESS)[number];

/** Steps of reduction a control earns (docs/risk.md): two partial controls make one step. */
export const EFFECTIVENESS_CREDIT: Record<ControlEffectiveness, number> = {
  Effective: 1,
  'Partially Effective': 0.5,
  Ineffective: 0,
};

/**
 * The axis a control works on: a preventative control makes the event less likely; detective and
 * reactive controls catch it early or recover from it, so it does less harm.
 */
export const CONTROL_AXIS: Record<ControlType, keyof Cell> = {
  Preventative: 'likelihood',
  Detective: 'impact',
  Reactive: 'impact',
};

export interface ControlLike {
  type: ControlType;
  effectiveness: ControlEffectiveness;
}

/** Whole steps the controls take off each axis (credits summed per axis, rounded down). */
export const controlSteps = (controls: readonly ControlLike[]): Cell => {
  const credit: Cell = { impact: 0, likelihood: 0 };
  for (const c of controls) credit[CONTROL_AXIS[c.type]] += EFFECTIVENESS_CREDIT[c.effectiveness];
  return { impact: Math.floor(credit.impact), likelihood: Math.floor(credit.likelihood) };
};

/**
 * The residual cell after controls (docs/risk.md): each axis comes down by its whole steps, never
 * below 1. Controls never raise a rating, and their order does not matter.
 */
export const residualCell = (inherent: Cell, controls: readonly ControlLike[]): Cell => {
  const steps = controlSteps(controls);
  return {
    impact: Math.max(MIN_SCALE_SCORE, inherent.impact - steps.impact),
    likelihood: Math.max(MIN_SCALE_SCORE, inherent.likelihood - steps.likelihood),
  };
};

// ---------------------------------------------------------------- mitigations

/** spec §9: "Mitigation statuses: Complete, In Progress". */
export const MITIGATION_STATUSES = ['In Progress', 'Complete'] as const;
export type MitigationStatus = (typeof MITIGATION_STATUSES)[number];

/** A mitigation is Complete at 100 percent and In Progress below it. */
export const mitigationStatus = (percent: number): MitigationStatus =>
  percent >= 100 ? 'Complete' : 'In Progress';

export interface MitigationProgress {
  percent: number;
  status: MitigationStatus;
  /** spec §5's progress-bar colour */
  colour: ProgressColour;
}

/** A percent as the progress bar shows it: a whole number held to 0..100, its status and colour. */
export const mitigationProgress = (percent: number): MitigationProgress => {
  const p = Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
  return { percent: p, status: mitigationStatus(p), colour: progressColour(p) };
};

/** Overdue: not Complete and its due day (YYYY-MM-DD) is before today (YYYY-MM-DD). */
export const isMitigationOverdue = (
  m: { dueDate: string; status: MitigationStatus },
  today: string,
): boolean => m.status !== 'Complete' && m.dueDate < today;
