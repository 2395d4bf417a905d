import type {
  RiskAxis,
  TRisk,
  TRiskControl,
  TRiskDetail,
  TRiskMitigation,
  TRiskProgress,
  TRiskRating,
} from '@stratum/contracts';
import { formatDate, isMitigationOverdue, mitigationProgress, type Cell } from '@stratum/rules';
import type { RiskItem } from '../entities/risk';
import type { RiskControlItem } from '../entities/risk-control';
import type { RiskMitigationItem } from '../entities/risk-mitigation';
import type { RiskProgressItem } from '../entities/risk-progress';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { namesOfEmployees } from '../../organisation';
import { pointName, rate, schemeOf, type RiskSetup } from '../setup/setup-store';
import { linkOf, objectiveKey, objectiveNames } from './objectives';
import { controlsOf, mitigationsOf } from './risk-store';

/** Shown for a name that cannot be found (a record removed behind the risk's back). */
const MISSING = '—';

const typeOf = (setup: RiskSetup, id: string): RiskRatingTypeItem | undefined =>
  setup.types.find((t) => t.ratingTypeId === id);

/** A rating as the register shows it: the cell, the scales' names, and the matrix's verdict. */
export const ratingOf = (setup: RiskSetup, ratingTypeId: string, cell: Cell): TRiskRating => {
  const type = typeOf(setup, ratingTypeId);
  const rated = type ? rate(setup, type, cell) : null;
  const name = (axis: RiskAxis) => pointName(setup, axis, cell[axis]);
  return {
    impact: cell.impact,
    impactName: name('impact'),
    likelihood: cell.likelihood,
    likelihoodName: name('likelihood'),
    ratingScore: rated?.ratingScore ?? null,
    level: rated?.level ?? null,
    colour: rated?.colour ?? null,
  };
};

const person = (id: string, names: ReadonlyMap<string, string>) => ({
  employeeId: id,
  fullName: names.get(id) ?? MISSING,
});

export const toRisk = (
  setup: RiskSetup,
  r: RiskItem,
  names: ReadonlyMap<string, string>,
  /** the linked objectives' names by `objectiveKey` (objectives.ts) */
  objectives: ReadonlyMap<string, string> = new Map(),
): TRisk => {
  const link = linkOf(r);
  const type = typeOf(setup, r.ratingTypeId);
  const category = setup.categories.find((c) => c.categoryId === r.categoryId);
  const team = r.teamId ? setup.teams.find((t) => t.teamId === r.teamId) : undefined;
  return {
    id: r.riskId,
    register: r.register,
    title: r.title,
    description: r.description,
    causes: r.causes,
    consequences: r.consequences,
    category: { id: r.categoryId, name: category?.name ?? MISSING },
    team: r.teamId ? { id: r.teamId, name: team?.name ?? MISSING } : null,
    owner: person(r.ownerId, names),
    ratingType: {
      id: r.ratingTypeId,
      name: type?.name ?? MISSING,
      scheme: type ? schemeOf(type).scheme : 'four-level',
    },
    inherent: ratingOf(setup, r.ratingTypeId, { impact: r.inherentImpact, likelihood: r.inherentLikelihood }),
    residual: ratingOf(setup, r.ratingTypeId, { impact: r.residualImpact, likelihood: r.residualLikelihood }),
    status: r.status,
    objectiveLink: link,
    objectiveName: link ? (objectives.get(objectiveKey(link)) ?? MISSING) : null,
    response: r.response ?? null,
    responseNote: r.responseNote ?? '',
    controlCount: r.controlCount,
    mitigationCount: r.mitigationCount,
    mitigationsComplete: r.mitigationsComplete,
    actionCount: r.actionCount ?? 0,
    version: r.version,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
};

export const toControl = (c: RiskControlItem, names: ReadonlyMap<string, string>): TRiskControl => ({
  id: c.controlId,
  riskId: c.riskId,
  description: c.description,
  type: c.type,
  effectiveness: c.effectiveness,
  owner: c.ownerId ? person(c.ownerId, names) : null,
  version: c.version,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

export const toMitigation = (
  m: RiskMitigationItem,
  names: ReadonlyMap<string, string>,
  now: Date,
): TRiskMitigation => {
  const progress = mitigationProgress(m.percent);
  return {
    id: m.mitigationId,
    riskId: m.riskId,
    description: m.description,
    owner: person(m.ownerId, names),
    dueDate: m.dueDate,
    d_dueDate: formatDate(m.dueDate),
    percent: progress.percent,
    status: m.status,
    colour: progress.colour,
    overdue: isMitigationOverdue(m, now.toISOString().slice(0, 10)),
    progressCount: m.progressCount,
    version: m.version,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
};

export const toProgress = (p: RiskProgressItem): TRiskProgress => ({
  id: p.progressId,
  riskId: p.riskId,
  mitigationId: p.mitigationId,
  percent: p.percent,
  status: p.status,
  note: p.note || null,
  by: { employeeId: p.byEmployeeId ?? null, name: p.byName },
  evidence:
    p.evidenceKey && p.evidenceName
      ? { filename: p.evidenceName, contentType: p.evidenceType ?? '', size: p.evidenceSize ?? 0 }
      : null,
  createdAt: p.createdAt,
});

/** A risk with its controls and mitigations, reading what it needs (them, and everyone's names). */
export const riskDetail = async (setup: RiskSetup, r: RiskItem, now: Date): Promise<TRiskDetail> => {
  const [controls, mitigations, objectives] = await Promise.all([
    controlsOf(r.companyId, r.riskId),
    mitigationsOf(r.companyId, r.riskId),
    objectiveNames(r.companyId, [r]),
  ]);
  const names = await namesOfEmployees(r.companyId, [
    r.ownerId,
    ...controls.map((c) => c.ownerId),
    ...mitigations.map((m) => m.ownerId),
  ]);
  return {
    ...toRisk(setup, r, names, objectives),
    controls: controls.map((c) => toControl(c, names)),
    mitigations: mitigations.map((m) => toMitigation(m, names, now)),
  };
};

/** One risk's summary, with its owner's name. */
export const riskSummary = async (setup: RiskSetup, r: RiskItem): Promise<TRisk> => {
  const [names, objectives] = await Promise.all([
    namesOfEmployees(r.companyId, [r.ownerId]),
    objectiveNames(r.companyId, [r]),
  ]);
  return toRisk(setup, r, names, objectives);
};

/** A page of risks, with their owners' names and their objectives' names (two batch reads at once). */
export const risksOf = async (
  setup: RiskSetup,
  companyId: string,
  items: readonly RiskItem[],
): Promise<TRisk[]> => {
  const [names, objectives] = await Promise.all([
    namesOfEmployees(
      companyId,
      items.map((r) => r.ownerId),
    ),
    objectiveNames(companyId, items),
  ]);
  return items.map((r) => toRisk(setup, r, names, objectives));
};
