import type {
  ArtefactKind,
  ArtefactStatus,
  TAuditArtefact,
  TOpinion,
  TProcessDescription,
  TRcmRow,
  TRetest,
  TScope,
  TWorkingPaper,
} from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { TxEntities, TxItem } from '../../kernel/transact';
import type { AuditProcessDescriptionItem } from '../entities/process-description';
import type { AuditRcmRowItem } from '../entities/rcm-row';
import type { AuditScopeItem } from '../entities/scope';
import type { AuditWorkingPaperItem } from '../entities/working-paper';
import type { AuditFindingItem } from '../entities/finding';
import type { AuditOpinionItem } from '../entities/opinion';
import type { AuditRetestItem } from '../entities/follow-up-audit';
import type { Ctx } from '../../kernel/ctx';
import { findingContent, toFinding } from '../findings/finding-view';

/** The stored item of each kind of reviewed artefact. */
export interface ArtefactItems {
  scope: AuditScopeItem;
  process: AuditProcessDescriptionItem;
  risk: AuditRcmRowItem;
  paper: AuditWorkingPaperItem;
  finding: AuditFindingItem;
  opinion: AuditOpinionItem;
  retest: AuditRetestItem;
}
export type ArtefactItem = ArtefactItems[ArtefactKind];

/** What the people see each kind called, in messages and the audit trail. */
export const KIND_NAME: Record<ArtefactKind, string> = {
  scope: 'scope',
  process: 'process description',
  risk: 'risk-control matrix row',
  paper: 'working paper',
  finding: 'finding',
  opinion: 'overall opinion',
  retest: 'follow-up working paper',
};

const notFound = (kind: ArtefactKind): AppError =>
  new AppError('NOT_FOUND', `id: no such ${KIND_NAME[kind]} in this audit`);

/** One artefact of the engagement; another engagement's or company's is the same 404 as none. */
export const findArtefact = async <K extends ArtefactKind>(
  companyId: string,
  engagementId: string,
  kind: K,
  artefactId: string,
): Promise<ArtefactItems[K]> => {
  const key = { companyId, engagementId, artefactId };
  const e = db().entities;
  const found =
    kind === 'scope'
      ? (await e.auditScope.get(key).go()).data
      : kind === 'process'
        ? (await e.auditProcessDescription.get(key).go()).data
        : kind === 'risk'
          ? (await e.auditRcmRow.get(key).go()).data
          : kind === 'paper'
            ? (await e.auditWorkingPaper.get(key).go()).data
            : kind === 'finding'
              ? (await e.auditFinding.get(key).go()).data
              : kind === 'opinion'
                ? (await e.auditOpinion.get(key).go()).data
                : (await e.auditRetest.get(key).go()).data;
  if (!found) throw notFound(kind);
  return found as ArtefactItems[K];
};

/** What every move of a review changes. */
export interface ReviewSet {
  status: ArtefactStatus;
  changedAfterApproval: boolean;
  reviewNote: string;
  updatedAt: string;
}

/**
 * The transaction item that changes an artefact on the version the caller read: a review move
 * (`ReviewSet`) or an edit of its content with what the edit does to its review.
 */
export const patchArtefact = <K extends ArtefactKind>(
  tx: TxEntities,
  kind: K,
  item: ArtefactItem,
  set: ReviewSet | ArtefactSet<K>,
  version: number,
): TxItem => {
  const key = { companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId };
  const entity = {
    scope: tx.auditScope,
    process: tx.auditProcessDescription,
    risk: tx.auditRcmRow,
    paper: tx.auditWorkingPaper,
    finding: tx.auditFinding,
    opinion: tx.auditOpinion,
    retest: tx.auditRetest,
  }[kind] as unknown as typeof tx.auditScope;
  return entity
    .patch(key)
    .set(set as Parameters<ReturnType<typeof entity.patch>['set']>[0])
    .add({ version: 1 })
    .where((a, op) => op.eq(a.version, version))
    .commit();
};

/** What an edit may set on an artefact of a kind: its fields, never its keys or version. */
export type ArtefactSet<K extends ArtefactKind> = Partial<
  Omit<ArtefactItems[K], 'companyId' | 'engagementId' | 'artefactId' | 'version'>
>;

/** A short title for the artefact in tasks, sign-offs and the trail. */
export const titleOf = (kind: ArtefactKind, item: ArtefactItem): string => {
  switch (kind) {
    case 'scope':
      return (item as AuditScopeItem).title;
    case 'process':
      return (item as AuditProcessDescriptionItem).name;
    case 'risk':
      return (item as AuditRcmRowItem).risk.slice(0, 120);
    case 'paper':
      return (item as AuditWorkingPaperItem).title;
    case 'finding':
      return (item as AuditFindingItem).title;
    case 'opinion':
      return `Overall opinion: ${(item as AuditOpinionItem).ratingName}`;
    case 'retest':
      return `Retest: ${(item as AuditRetestItem).actionTitle}`;
  }
};

/**
 * The artefact's content a reviewer judges: what a sign-off's hash is taken of. Review state,
 * versions and timestamps are left out, so the same content always hashes the same.
 */
export const contentOf = (kind: ArtefactKind, item: ArtefactItem): Record<string, unknown> => {
  const base = { kind, id: item.artefactId, engagementId: item.engagementId };
  switch (kind) {
    case 'scope': {
      const s = item as AuditScopeItem;
      return {
        ...base,
        title: s.title,
        inScope: s.inScope,
        outOfScope: s.outOfScope,
        periodFrom: s.periodFrom,
        periodTo: s.periodTo,
      };
    }
    case 'process': {
      const p = item as AuditProcessDescriptionItem;
      return { ...base, name: p.name, owner: p.owner, description: p.description };
    }
    case 'risk': {
      const r = item as AuditRcmRowItem;
      return {
        ...base,
        processId: r.processId,
        risk: r.risk,
        riskRating: r.riskRating,
        registerRiskId: r.registerRiskId,
        control: r.control,
        controlType: r.controlType,
        testOfDesign: r.testOfDesign,
        testOfEffectiveness: r.testOfEffectiveness,
      };
    }
    case 'paper': {
      const w = item as AuditWorkingPaperItem;
      return {
        ...base,
        title: w.title,
        rcmRowId: w.rcmRowId,
        procedure: w.procedure,
        sample: w.sample,
        result: w.result,
        conclusion: w.conclusion,
        files: w.files.map((f) => ({
          fileId: f.fileId,
          filename: f.filename,
          contentType: f.contentType,
          size: f.size,
        })),
      };
    }
    case 'finding':
      return { ...base, ...findingContent(item as AuditFindingItem) };
    case 'opinion': {
      const o = item as AuditOpinionItem;
      return {
        ...base,
        ratingId: o.ratingId,
        ratingName: o.ratingName,
        colour: o.colour,
        reasoning: o.reasoning,
      };
    }
    case 'retest': {
      const r = item as AuditRetestItem;
      return {
        ...base,
        followUpId: r.followUpId,
        actionId: r.actionId,
        result: r.result,
        notes: r.notes,
        files: r.files.map((f) => ({
          fileId: f.fileId,
          filename: f.filename,
          contentType: f.contentType,
          size: f.size,
        })),
      };
    }
  }
};

export const reviewView = (item: ArtefactItem, names: Map<string, string>) => ({
  id: item.artefactId,
  engagementId: item.engagementId,
  status: item.status,
  changedAfterApproval: item.changedAfterApproval,
  reviewNote: item.reviewNote || null,
  preparer: item.preparerId
    ? { employeeId: item.preparerId, fullName: names.get(item.preparerId) ?? '' }
    : null,
  version: item.version,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const toScope = (s: AuditScopeItem, names: Map<string, string>): TScope => ({
  ...reviewView(s, names),
  kind: 'scope',
  title: s.title,
  inScope: s.inScope,
  outOfScope: s.outOfScope,
  periodFrom: s.periodFrom || null,
  periodTo: s.periodTo || null,
  changeReason: s.changeReason || null,
});

export const toOpinion = (o: AuditOpinionItem, names: Map<string, string>): TOpinion => ({
  ...reviewView(o, names),
  kind: 'opinion',
  ratingId: o.ratingId,
  ratingName: o.ratingName,
  colour: o.colour,
  reasoning: o.reasoning,
});

export const toProcess = (
  p: AuditProcessDescriptionItem,
  names: Map<string, string>,
): TProcessDescription => ({
  ...reviewView(p, names),
  kind: 'process',
  name: p.name,
  owner: p.owner,
  description: p.description,
  rcmCount: p.rcmCount,
});

export const toRcmRow = (r: AuditRcmRowItem, names: Map<string, string>, processName: string): TRcmRow => ({
  ...reviewView(r, names),
  kind: 'risk',
  processId: r.processId,
  processName,
  risk: r.risk,
  riskRating: r.riskRating,
  registerRiskId: r.registerRiskId || null,
  registerRiskTitle: r.registerRiskTitle || null,
  control: r.control,
  controlType: r.controlType,
  testOfDesign: r.testOfDesign,
  testOfEffectiveness: r.testOfEffectiveness,
});

export const toPaper = (w: AuditWorkingPaperItem, names: Map<string, string>): TWorkingPaper => ({
  ...reviewView(w, names),
  kind: 'paper',
  title: w.title,
  rcmRowId: w.rcmRowId || null,
  procedure: w.procedure,
  sample: w.sample,
  result: w.result,
  conclusion: w.conclusion,
  reviewer: w.reviewerId ? { employeeId: w.reviewerId, fullName: names.get(w.reviewerId) ?? '' } : null,
  files: w.files.map((f) => ({
    fileId: f.fileId,
    filename: f.filename,
    contentType: f.contentType,
    size: f.size,
    uploadedAt: f.uploadedAt,
  })),
});

export const toRetest = (r: AuditRetestItem, names: Map<string, string>): TRetest => ({
  ...reviewView(r, names),
  kind: 'retest',
  followUpId: r.followUpId,
  actionId: r.actionId,
  actionTitle: r.actionTitle,
  findingTitle: r.findingTitle,
  rating: r.rating,
  ownerName: r.ownerName,
  dueOn: r.dueOn,
  actionStatus: r.actionStatus,
  result: r.result || null,
  notes: r.notes,
  files: r.files.map((f) => ({
    fileId: f.fileId,
    filename: f.filename,
    contentType: f.contentType,
    size: f.size,
    uploadedAt: f.uploadedAt,
  })),
});

/** The process names of an engagement, by id: one query (matrix rows show their process). */
export const processNames = async (companyId: string, engagementId: string): Promise<Map<string, string>> => {
  const { data } = await db()
    .entities.auditProcessDescription.query.byEngagement({ companyId, engagementId })
    .go({ pages: 'all', attributes: ['artefactId', 'name'] });
  return new Map(data.map((p) => [p.artefactId, p.name]));
};

/** The people an artefact names, for its view. */
export const peopleOf = (item: ArtefactItem): string[] => [
  item.preparerId,
  (item as Partial<AuditWorkingPaperItem>).reviewerId ?? '',
];

/** The artefact as the API shows it. */
export const artefactView = async (
  ctx: Ctx,
  kind: ArtefactKind,
  item: ArtefactItem,
  names: Map<string, string>,
): Promise<TAuditArtefact> => {
  switch (kind) {
    case 'scope':
      return toScope(item as AuditScopeItem, names);
    case 'process':
      return toProcess(item as AuditProcessDescriptionItem, names);
    case 'risk': {
      const r = item as AuditRcmRowItem;
      const { data } = await db()
        .entities.auditProcessDescription.get({
          companyId: r.companyId,
          engagementId: r.engagementId,
          artefactId: r.processId,
        })
        .go();
      return toRcmRow(r, names, data?.name ?? '');
    }
    case 'paper':
      return toPaper(item as AuditWorkingPaperItem, names);
    case 'finding':
      return toFinding(ctx, item as AuditFindingItem, reviewView(item, names));
    case 'opinion':
      return toOpinion(item as AuditOpinionItem, names);
    case 'retest':
      return toRetest(item as AuditRetestItem, names);
  }
};
