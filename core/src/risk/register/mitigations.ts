import {
  EVIDENCE_RULE,
  MAX_MITIGATIONS_PER_RISK,
  type RiskRegister,
  type TAddMitigationRequest,
  type TAddProgressRequest,
  type TChildRefRequest,
  type TProgressRefRequest,
  type TRiskMitigation,
  type TRiskProgress,
  type TUpdateMitigationRequest,
} from '@stratum/contracts';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { mitigationStatus } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { s3 } from '../../kernel/clients';
import { config } from '../../kernel/config';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl, fileKey, putFile, sniffType } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import type { UploadedFile } from '../../platform/company/upload-logo';
import { requireRiskOwnerOrAdmin } from '../access';
import type { RiskItem } from '../entities/risk';
import type { RiskMitigationItem } from '../entities/risk-mitigation';
import type { RiskProgressItem } from '../entities/risk-progress';
import { activeEmployee, namesOf } from '../people';
import { checkVersion, findMitigation, findProgress, findRisk } from './risk-store';
import { toMitigation, toProgress } from './risk-view';

/**
 * Mitigations of a risk (owner, due date) and their progress (spec §9: Complete at 100 percent,
 * else In Progress). A mitigation's percent changes only through a progress update, which keeps
 * the history; evidence files hang on the updates. The risk counts its mitigations and the
 * complete ones without its version moving, so recording progress never makes someone's open
 * edit of the risk stale.
 */

const audited = (m: Pick<RiskMitigationItem, 'description' | 'ownerId' | 'dueDate'>) => ({
  description: m.description,
  ownerId: m.ownerId,
  dueDate: m.dueDate,
});

/** The due-date index item of a mitigation that is not Complete (entities/risk-due.ts). */
const dueKey = (risk: RiskItem, m: Pick<RiskMitigationItem, 'dueDate' | 'mitigationId'>) => ({
  companyId: risk.companyId,
  register: risk.register,
  dueDate: m.dueDate,
  mitigationId: m.mitigationId,
});

const viewOf = async (ctx: Ctx, m: RiskMitigationItem): Promise<TRiskMitigation> =>
  toMitigation(m, await namesOf(m.companyId, [m.ownerId]), ctx.now);

const fresh = async (ctx: Ctx, risk: RiskItem, mitigationId: string) =>
  viewOf(ctx, await findMitigation(risk.companyId, risk.riskId, mitigationId));

export const addMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddMitigationRequest,
): Promise<TRiskMitigation> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  await activeEmployee(companyId, input.ownerId, 'ownerId');
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  if (risk.mitigationCount >= MAX_MITIGATIONS_PER_RISK) {
    throw new AppError('UNPROCESSABLE', `A risk has at most ${MAX_MITIGATIONS_PER_RISK} mitigations.`);
  }
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    riskId: risk.riskId,
    mitigationId: newId(),
    description: input.description,
    ownerId: input.ownerId,
    dueDate: input.dueDate,
    percent: 0,
    status: 'In Progress',
    progressCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskMitigationItem;
  await commit(
    db().transaction.write(({ riskMitigation, risk: riskEntity, riskDue, auditTrail }) => [
      riskMitigation.create(item).commit(),
      riskDue.put({ ...dueKey(risk, item), riskId: risk.riskId }).commit(),
      // The risk must still be there, and is told it has one more (a delete checks the count).
      riskEntity.patch({ companyId, riskId: risk.riskId }).add({ mitigationCount: 1 }).commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-mitigation',
            entityId: item.mitigationId,
            action: 'add',
            summary: `Risk “${risk.title}”: mitigation added, due ${item.dueDate}`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', 'riskId: this risk was deleted a moment ago.'),
  );
  return fresh(ctx, risk, item.mitigationId);
};

export const updateMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TUpdateMitigationRequest,
): Promise<TRiskMitigation> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findMitigation(companyId, risk.riskId, input.id);
  await activeEmployee(companyId, input.ownerId, 'ownerId');
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'mitigation');
  const set = {
    description: input.description,
    ownerId: input.ownerId,
    dueDate: input.dueDate,
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(audited(before), audited(set));
  await commit(
    db().transaction.write(({ riskMitigation, riskDue, auditTrail }) => [
      // An open mitigation's due-date item moves with its due date.
      ...((before.status !== 'Complete' && before.dueDate !== input.dueDate
        ? [
            riskDue.delete(dueKey(risk, before)).commit(),
            riskDue
              .put({ ...dueKey(risk, { ...before, dueDate: input.dueDate }), riskId: risk.riskId })
              .commit(),
          ]
        : []) as never[]),
      riskMitigation
        .patch({ companyId, riskId: risk.riskId, mitigationId: before.mitigationId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-mitigation',
            entityId: before.mitigationId,
            action: 'update',
            summary: `Risk “${risk.title}”: mitigation updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
            ...diff,
          }),
        )
        .commit(),
    ]),
  );
  return fresh(ctx, risk, before.mitigationId);
};

/** Deletes a mitigation with no recorded progress (a history is evidence: it stays). */
export const deleteMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TChildRefRequest,
): Promise<TRiskMitigation> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findMitigation(companyId, risk.riskId, input.id);
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'mitigation');
  if (before.progressCount > 0) {
    throw new AppError(
      'CONFLICT',
      `This mitigation has ${before.progressCount} progress update${before.progressCount === 1 ? '' : 's'}: its history stays. Change its description or due date instead.`,
    );
  }
  const view = await viewOf(ctx, before);
  await commit(
    db().transaction.write(({ riskMitigation, risk: riskEntity, riskDue, auditTrail }) => [
      ...((before.status !== 'Complete' ? [riskDue.delete(dueKey(risk, before)).commit()] : []) as never[]),
      riskMitigation
        .delete({ companyId, riskId: risk.riskId, mitigationId: before.mitigationId })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.progressCount, 0)}`)
        .commit(),
      riskEntity.patch({ companyId, riskId: risk.riskId }).add({ mitigationCount: -1 }).commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-mitigation',
            entityId: before.mitigationId,
            action: 'delete',
            summary: `Risk “${risk.title}”: mitigation deleted`,
            before: audited(before),
          }),
        )
        .commit(),
    ]),
  );
  return view;
};

/** The risk and mitigation a progress call names, for its mitigation's owner, the risk's owner or an administrator. */
const openMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { riskId: string; mitigationId: string },
) => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const mitigation = await findMitigation(companyId, risk.riskId, input.mitigationId, 'mitigationId');
  return { risk, mitigation };
};

const mayRecord = (ctx: Ctx, risk: RiskItem, mitigation: RiskMitigationItem) =>
  requireRiskOwnerOrAdmin(ctx, [mitigation.ownerId, risk.ownerId], 'the mitigation’s or the risk’s owner');

/**
 * Records progress on a mitigation: its percent and status (Complete at 100) change with a new
 * history item, conditional on the mitigation's version; the risk's count of complete
 * mitigations follows in the same transaction.
 */
export const addProgress = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddProgressRequest,
): Promise<{ item: TRiskProgress; mitigation: TRiskMitigation }> => {
  const { risk, mitigation } = await openMitigation(ctx, register, input);
  await mayRecord(ctx, risk, mitigation);
  checkVersion(mitigation, input.version, 'mitigation');
  const companyId = risk.companyId;
  const status = mitigationStatus(input.percent);
  const completeDelta = (status === 'Complete' ? 1 : 0) - (mitigation.status === 'Complete' ? 1 : 0);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    mitigationId: mitigation.mitigationId,
    progressId: newId(),
    riskId: risk.riskId,
    percent: input.percent,
    status,
    ...(input.note ? { note: input.note } : {}),
    ...(ctx.employeeId ? { byEmployeeId: ctx.employeeId } : {}),
    byName: ctx.actorName,
    createdAt: now,
  } satisfies RiskProgressItem;
  await commit(
    db().transaction.write(({ riskProgress, riskMitigation, risk: riskEntity, riskDue, auditTrail }) => [
      riskProgress.create(item).commit(),
      // Complete takes it off the due-date index; back under 100 puts it back.
      ...((completeDelta > 0
        ? [riskDue.delete(dueKey(risk, mitigation)).commit()]
        : completeDelta < 0
          ? [riskDue.put({ ...dueKey(risk, mitigation), riskId: risk.riskId }).commit()]
          : []) as never[]),
      riskMitigation
        .patch({ companyId, riskId: risk.riskId, mitigationId: mitigation.mitigationId })
        .set({ percent: input.percent, status, updatedAt: now })
        .add({ version: 1, progressCount: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...((completeDelta !== 0
        ? [
            riskEntity
              .patch({ companyId, riskId: risk.riskId })
              .add({ mitigationsComplete: completeDelta })
              .commit(),
          ]
        : []) as never[]),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-mitigation',
            entityId: mitigation.mitigationId,
            action: 'progress',
            summary: `Risk “${risk.title}”: mitigation at ${input.percent}% (${status})`,
            before: { percent: mitigation.percent, status: mitigation.status },
            after: { percent: input.percent, status },
          }),
        )
        .commit(),
    ]),
  );
  return { item: toProgress(item), mitigation: await fresh(ctx, risk, mitigation.mitigationId) };
};

/** A mitigation's progress updates, newest first. */
export const listProgress = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { riskId: string; mitigationId: string },
): Promise<TRiskProgress[]> => {
  const { mitigation } = await openMitigation(ctx, register, input);
  const { data } = await db()
    .entities.riskProgress.query.byId({
      companyId: mitigation.companyId,
      mitigationId: mitigation.mitigationId,
    })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toProgress);
};

/**
 * Attaches an evidence file to a progress update (PDF or image, told from its own bytes), replacing
 * any before it. The file is stored under the company (`<companyId>/risk-evidence/<progressId>/…`)
 * and the update records it, audited.
 */
export const uploadEvidence = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TProgressRefRequest,
  file: UploadedFile,
): Promise<TRiskProgress> => {
  const { risk, mitigation } = await openMitigation(ctx, register, input);
  const before = await findProgress(risk.companyId, mitigation, input.progressId);
  await mayRecord(ctx, risk, mitigation);
  const type = sniffType(file.content);
  if (!type || !(EVIDENCE_RULE.types as readonly string[]).includes(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${EVIDENCE_RULE.field}: evidence must be a PDF, PNG, JPEG or WebP file`,
    );
  }
  const companyId = risk.companyId;
  const key = fileKey(companyId, 'risk-evidence', before.progressId, file.filename);
  await putFile(key, file.content, type);
  const set = {
    evidenceKey: key,
    evidenceName: file.filename,
    evidenceType: type,
    evidenceSize: file.content.length,
  };
  await commit(
    db().transaction.write(({ riskProgress, auditTrail }) => [
      riskProgress
        .patch({ companyId, mitigationId: mitigation.mitigationId, progressId: before.progressId })
        .set(set)
        .commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-mitigation',
            entityId: mitigation.mitigationId,
            action: 'evidence',
            summary: `Risk “${risk.title}”: evidence “${file.filename}” attached to the ${before.percent}% update`,
            before: { evidence: before.evidenceName ?? null },
            after: { evidence: file.filename },
          }),
        )
        .commit(),
    ]),
  );
  if (before.evidenceKey && before.evidenceKey !== key) {
    await s3().send(new DeleteObjectCommand({ Bucket: config().BUCKET_NAME, Key: before.evidenceKey }));
  }
  return toProgress({ ...before, ...set });
};

/** A link to a progress update's evidence file that works for 15 minutes. */
export const evidenceLink = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TProgressRefRequest,
): Promise<{ url: string; filename: string }> => {
  const { risk, mitigation } = await openMitigation(ctx, register, input);
  const progress = await findProgress(risk.companyId, mitigation, input.progressId);
  if (!progress.evidenceKey || !progress.evidenceName) {
    throw new AppError('NOT_FOUND', 'progressId: this progress update has no evidence file');
  }
  return { url: await downloadUrl(progress.evidenceKey, 15 * 60), filename: progress.evidenceName };
};
