import type { TFinding, TFindingRisk } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { orNullIfMissing } from '../../kernel/errors';
import { getRisk } from '../../risk';
import type { AuditFindingItem } from '../entities/finding';
import { namesOf } from '../people';

/** What a finding's sign-off hash is taken of: its content, not its review state. */
export const findingContent = (f: AuditFindingItem): Record<string, unknown> => ({
  title: f.title,
  criteria: f.criteria,
  condition: f.condition,
  cause: f.cause,
  effect: f.effect,
  rootCauses: f.rootCauses.map((r) => ({ id: r.id, category: r.category, description: r.description })),
  rating: f.rating,
  recommendation: f.recommendation,
  paperIds: [...f.paperIds],
  risks: f.risks.map((r) => ({ riskId: r.riskId, controlIds: [...r.controlIds] })),
});

type ReviewPart = Omit<
  TFinding,
  | 'kind'
  | 'title'
  | 'criteria'
  | 'condition'
  | 'cause'
  | 'effect'
  | 'rootCauses'
  | 'rating'
  | 'recommendation'
  | 'papers'
  | 'risks'
  | 'mrOwners'
>;

/**
 * The risks a finding concerns as they stand in the register now: their level and the named
 * controls' descriptions, read through the risk module's index. One deleted since it was linked
 * keeps its title from the link and shows no level.
 */
export const currentRisks = async (ctx: Ctx, links: AuditFindingItem['risks']): Promise<TFindingRisk[]> =>
  Promise.all(
    links.map(async (link) => {
      const risk = await orNullIfMissing(getRisk(ctx, 'management', { id: link.riskId }));
      if (!risk)
        return { riskId: link.riskId, title: link.title, level: null, inRegister: false, controls: [] };
      const controls = new Map(risk.controls.map((c) => [c.id, c.description]));
      return {
        riskId: link.riskId,
        title: risk.title,
        // the current level is the residual one: after the controls (docs/risk.md)
        level: risk.residual.level,
        inRegister: true,
        controls: link.controlIds.flatMap((id) => {
          const name = controls.get(id);
          return name === undefined ? [] : [{ id, name }];
        }),
      };
    }),
  );

/** The working papers' titles, by id, of one engagement: one query. */
export const paperTitles = async (companyId: string, engagementId: string): Promise<Map<string, string>> => {
  const { data } = await db()
    .entities.auditWorkingPaper.query.byEngagement({ companyId, engagementId })
    .go({ pages: 'all', attributes: ['artefactId', 'title'] });
  return new Map(data.map((p) => [p.artefactId, p.title]));
};

/** A finding's MR owners with their names (one batch get; none when it names nobody). */
export const mrOwnersOf = async (f: Pick<AuditFindingItem, 'companyId' | 'mrOwnerIds'>) => {
  const ids = f.mrOwnerIds ?? [];
  if (!ids.length) return [];
  const names = await namesOf(f.companyId, ids);
  return ids.map((id) => ({ employeeId: id, fullName: names.get(id) ?? '—' }));
};

/** The finding as the API shows it, its risks at their current level. */
export const toFinding = async (
  ctx: Ctx,
  f: AuditFindingItem,
  review: ReviewPart,
  papers?: Map<string, string>,
): Promise<TFinding> => {
  const titles = papers ?? (f.paperIds.length ? await paperTitles(f.companyId, f.engagementId) : new Map());
  return {
    ...review,
    kind: 'finding',
    title: f.title,
    criteria: f.criteria,
    condition: f.condition,
    cause: f.cause,
    effect: f.effect,
    rootCauses: f.rootCauses.map((r) => ({ id: r.id, category: r.category, description: r.description })),
    rating: f.rating,
    recommendation: f.recommendation,
    papers: f.paperIds.map((id) => ({ id, title: titles.get(id) ?? '' })),
    risks: await currentRisks(ctx, f.risks),
    mrOwners: await mrOwnersOf(f),
  };
};
