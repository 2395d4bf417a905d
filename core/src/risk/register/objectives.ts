import type { TRiskObjectiveLink } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { RiskItem } from '../entities/risk';

/**
 * Links from a risk to the strategic objective it threatens: a KPA or a KPI of one of the
 * company's strategic scorecards (planning). The link is checked when it is written; its name is
 * read when the risk is (a rename shows at once), in one batch get per page.
 */

/** `<kind>#<scorecardId>#<itemId>` */
export const objectiveKey = (l: TRiskObjectiveLink): string => `${l.kind}#${l.scorecardId}#${l.itemId}`;

/** A risk's link, or null. */
export const linkOf = (r: Partial<RiskItem>): TRiskObjectiveLink | null =>
  r.objectiveKind && r.objectiveScorecardId && r.objectiveItemId
    ? { kind: r.objectiveKind, scorecardId: r.objectiveScorecardId, itemId: r.objectiveItemId }
    : null;

/** The link as stored on the risk: '' for none (so an edit can take it away). */
export const linkFields = (l: TRiskObjectiveLink | null | undefined) =>
  l
    ? { objectiveKind: l.kind, objectiveScorecardId: l.scorecardId, objectiveItemId: l.itemId }
    : { objectiveScorecardId: '', objectiveItemId: '' };

const missing = () => new AppError('UNPROCESSABLE', 'objectiveLink: The linked objective does not exist');

/**
 * 422 unless the link names a KPA or KPI of a strategic scorecard of this company (another
 * company's is the same answer: it does not exist here).
 */
export const checkObjective = async (companyId: string, link: TRiskObjectiveLink): Promise<void> => {
  const { entities } = db();
  const [scorecard, item] = await Promise.all([
    entities.scorecard.get({ companyId, scorecardId: link.scorecardId }).go(),
    link.kind === 'kpa'
      ? entities.scorecardKpa.get({ companyId, scorecardId: link.scorecardId, kpaId: link.itemId }).go()
      : entities.scorecardKpi.get({ companyId, scorecardId: link.scorecardId, kpiId: link.itemId }).go(),
  ]);
  const sc = scorecard.data;
  if (!sc || sc.kind !== 'strategic' || sc.state !== 'ready' || !item.data) throw missing();
};

/** The names of the objectives these risks link to, by `objectiveKey`: at most two batch gets. */
export const objectiveNames = async (
  companyId: string,
  risks: ReadonlyArray<Partial<RiskItem>>,
): Promise<Map<string, string>> => {
  const links = risks.map(linkOf).filter((l): l is TRiskObjectiveLink => l !== null);
  const names = new Map<string, string>();
  if (links.length === 0) return names;
  const uniq = (kind: TRiskObjectiveLink['kind']) => [
    ...new Map(links.filter((l) => l.kind === kind).map((l) => [objectiveKey(l), l])).values(),
  ];
  const kpas = uniq('kpa');
  const kpis = uniq('strategic-kpi');
  const { entities } = db();
  const [a, b] = await Promise.all([
    kpas.length
      ? entities.scorecardKpa
          .get(kpas.map((l) => ({ companyId, scorecardId: l.scorecardId, kpaId: l.itemId })))
          .go()
      : { data: [] },
    kpis.length
      ? entities.scorecardKpi
          .get(kpis.map((l) => ({ companyId, scorecardId: l.scorecardId, kpiId: l.itemId })))
          .go()
      : { data: [] },
  ]);
  for (const k of a.data) names.set(`kpa#${k.scorecardId}#${k.kpaId}`, k.name);
  for (const k of b.data) names.set(`strategic-kpi#${k.scorecardId}#${k.kpiId}`, k.name);
  return names;
};
