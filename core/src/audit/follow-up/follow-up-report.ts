import type { TFollowUpReportContent, TFollowUpReportVersion } from '@stratum/contracts';
import { followUpReportBlockers, retestSummary } from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import type { AuditEngagementItem } from '../entities/engagement';
import type {
  AuditFollowUpAuditItem,
  AuditFollowUpReportItem,
  AuditRetestItem,
} from '../entities/follow-up-audit';
import { namesOf } from '../people';
import type { ReportBlock } from '../report/report-blocks';
import { retestsOf } from './follow-up-store';

const RATING_ORDER = { High: 0, Medium: 1, Low: 2 } as const;
const RESULT_COLOUR = {
  Implemented: 'green',
  'Partly implemented': 'amber',
  'Not implemented': 'red',
} as const;

/**
 * The follow-up report as it stands now: the engagement followed up and the final report version
 * it followed, each retest (highest finding rating first) with its result, notes and evidence
 * names, and the retests counted by result. Previewed on the report's page; made versions freeze it.
 */
export const assembleFollowUpReport = async (
  ctx: Ctx,
  audit: AuditFollowUpAuditItem,
  engagement: AuditEngagementItem,
  retests?: AuditRetestItem[],
): Promise<{ content: TFollowUpReportContent; retests: AuditRetestItem[] }> => {
  const [company, names, list] = await Promise.all([
    db()
      .entities.company.get({ companyId: audit.companyId })
      .go({ attributes: ['companyName'] }),
    namesOf(audit.companyId, [engagement.leadId]),
    retests ? Promise.resolve(retests) : retestsOf(audit.companyId, audit.followUpId),
  ]);
  const sorted = [...list].sort(
    (a, b) => RATING_ORDER[a.rating] - RATING_ORDER[b.rating] || a.dueOn.localeCompare(b.dueOn),
  );
  return {
    retests: list,
    content: {
      companyName: company.data?.companyName ?? '',
      title: audit.title,
      engagement: {
        id: engagement.engagementId,
        title: engagement.title,
        auditArea: engagement.auditArea,
        lead: names.get(engagement.leadId) ?? '',
      },
      finalReportVersion: audit.finalReportVersion,
      retests: sorted.map((r) => ({
        actionTitle: r.actionTitle,
        findingTitle: r.findingTitle,
        rating: r.rating,
        ownerName: r.ownerName,
        dueOn: r.dueOn,
        actionStatus: r.actionStatus,
        result: r.result || null,
        notes: r.notes,
        status: r.status,
        evidence: r.files.map((f) => f.filename),
      })),
      summary: retestSummary(list.map((r) => r.result || null)),
      assembledAt: ctx.now.toISOString(),
    },
  };
};

export const blockersOfRetests = (retests: readonly AuditRetestItem[]): string[] =>
  followUpReportBlockers({
    retests: retests.map((r) => ({ title: r.actionTitle, status: r.status, result: r.result || null })),
  });

/** The follow-up report in reading order, for the report PDF kit (report-pdf.ts). */
export const followUpBlocks = (c: TFollowUpReportContent, heading: string): ReportBlock[] => {
  const b: ReportBlock[] = [];
  b.push({ kind: 'title', text: heading });
  b.push({ kind: 'subheading', text: c.title });
  b.push({
    kind: 'small',
    text: `${c.companyName} · Follow-up of “${c.engagement.title}” (${c.engagement.auditArea}), final report version ${c.finalReportVersion} · Lead auditor: ${c.engagement.lead}`,
  });
  b.push({ kind: 'heading', text: 'Summary' });
  b.push({
    kind: 'text',
    text: `${c.retests.length} management action(s) retested: ${c.summary.implemented} implemented, ${c.summary.partly} partly implemented, ${c.summary.notImplemented} not implemented.`,
  });
  b.push({ kind: 'heading', text: `Retested actions (${c.retests.length})` });
  c.retests.forEach((r, i) => {
    b.push({ kind: 'subheading', text: `${i + 1}. ${r.actionTitle}` });
    b.push({
      kind: 'small',
      text: `Finding: ${r.findingTitle} (${r.rating}) · Owner: ${r.ownerName} · Due ${r.dueOn}`,
    });
    b.push({ kind: 'small', text: `Status reported by management: ${r.actionStatus}` });
    if (r.result)
      b.push({ kind: 'rating', text: `Retest result: ${r.result}`, colour: RESULT_COLOUR[r.result] });
    else b.push({ kind: 'text', text: 'Retest result: not recorded yet.' });
    if (r.notes.trim()) b.push({ kind: 'label', text: 'Notes' }, { kind: 'text', text: r.notes });
    if (r.evidence.length)
      b.push({ kind: 'label', text: 'Evidence' }, { kind: 'text', text: r.evidence.join(', ') });
  });
  return b;
};

export const toFollowUpReportVersion = (r: AuditFollowUpReportItem): TFollowUpReportVersion => ({
  followUpId: r.followUpId,
  reportVersion: r.reportVersion,
  made: { employeeId: r.madeById, fullName: r.madeByName, at: r.madeAt },
  recalled: r.recalledAt
    ? {
        employeeId: r.recalledById ?? '',
        fullName: r.recalledByName ?? '',
        at: r.recalledAt,
        reason: r.recallReason ?? '',
      }
    : null,
  pdf: { filename: r.pdfName, size: r.pdfSize },
  docx: r.docxName ? { filename: r.docxName, size: r.docxSize ?? 0 } : null,
  version: r.version,
});

/** The version in force: the newest, unless it was recalled (the final report's rule). */
export const followUpReportInForce = (
  versions: readonly AuditFollowUpReportItem[],
): AuditFollowUpReportItem | null => {
  const newest = versions[0];
  return newest && !newest.recalledAt ? newest : null;
};

/** Every version of a follow-up report, newest first: one query. */
export const followUpReportVersions = async (
  companyId: string,
  followUpId: string,
): Promise<AuditFollowUpReportItem[]> =>
  (
    await db().entities.auditFollowUpReport.query.byFollowUp({ companyId, followUpId }).go({ pages: 'all' })
  ).data.sort((a, b) => b.reportVersion - a.reportVersion);
