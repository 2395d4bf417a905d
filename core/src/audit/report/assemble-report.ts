import type { TReportContent, TReportResponse } from '@stratum/contracts';
import { finalReportBlockers } from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import type { AuditEngagementItem } from '../entities/engagement';
import { namesOf } from '../people';
import { listEngagementResponses } from '../responses/list-engagement-responses';
import { findOpinion } from './opinion-store';

const RATING_ORDER = { High: 0, Medium: 1, Low: 2 } as const;

/**
 * The engagement's report as it stands now: its scope entries, planning memorandum, findings
 * (highest rating first, each with its root causes and the submitted management responses with
 * their action plans) and overall opinion, read in one go. The same content is previewed as the draft and frozen as a
 * final version.
 */
export const assembleReport = async (ctx: Ctx, engagement: AuditEngagementItem): Promise<TReportContent> => {
  const key = { companyId: engagement.companyId, engagementId: engagement.engagementId };
  const e = db().entities;
  const [company, names, scopes, memo, findings, opinion, responses] = await Promise.all([
    e.company.get({ companyId: key.companyId }).go({ attributes: ['companyName'] }),
    namesOf(key.companyId, [engagement.leadId]),
    e.auditScope.query.byEngagement(key).go({ pages: 'all' }),
    e.auditMemo.get(key).go(),
    e.auditFinding.query.byEngagement(key).go({ pages: 'all' }),
    findOpinion(key.companyId, key.engagementId),
    listEngagementResponses(ctx, key.engagementId),
  ]);
  const byFinding = new Map<string, TReportResponse[]>();
  for (const r of responses) byFinding.set(r.findingId, [...(byFinding.get(r.findingId) ?? []), r]);
  const m = memo.data;
  return {
    companyName: company.data?.companyName ?? '',
    engagement: {
      id: engagement.engagementId,
      title: engagement.title,
      auditArea: engagement.auditArea,
      startDate: engagement.startDate,
      endDate: engagement.endDate,
      lead: names.get(engagement.leadId) ?? '',
    },
    scope: scopes.data
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((s) => ({
        title: s.title,
        inScope: s.inScope,
        outOfScope: s.outOfScope,
        periodFrom: s.periodFrom,
        periodTo: s.periodTo,
        status: s.status,
      })),
    memo: m
      ? {
          objectives: m.objectives,
          criteria: m.criteria,
          risksConsidered: m.risksConsidered,
          resources: m.resources,
          timeline: m.timeline,
        }
      : null,
    findings: findings.data
      .sort(
        (a, b) => RATING_ORDER[a.rating] - RATING_ORDER[b.rating] || a.createdAt.localeCompare(b.createdAt),
      )
      .map((f) => ({
        id: f.artefactId,
        title: f.title,
        rating: f.rating,
        status: f.status,
        criteria: f.criteria,
        condition: f.condition,
        cause: f.cause,
        effect: f.effect,
        recommendation: f.recommendation,
        rootCauses: f.rootCauses.map((r) => ({ category: r.category, description: r.description })),
        responses: byFinding.get(f.artefactId) ?? [],
      })),
    opinion: opinion
      ? {
          ratingName: opinion.ratingName,
          colour: opinion.colour,
          reasoning: opinion.reasoning,
          status: opinion.status,
        }
      : null,
    assembledAt: ctx.now.toISOString(),
  };
};

/** Why a final report cannot be made of this content now (packages/rules `finalReportBlockers`). */
export const blockersOf = (content: TReportContent, inForce: number | null): string[] =>
  finalReportBlockers({
    opinion: content.opinion?.status ?? null,
    findings: content.findings.map((f) => ({ title: f.title, status: f.status })),
    inForce,
  });
