import {
  addAuditSetting,
  addChecklist,
  openEngagement,
  sendChecklist,
  uploadChecklistFile,
} from '@stratum/core/audit';
import { adminCtx } from '../support/ctx';
import { sentMail } from '../support/mail';
import type { OrgTenant } from '../support/org';
import { unique } from '../support/world';
import type { Fixture } from './fixtures';
import { seededBy, tenantAdminCtx } from './seeded';

/** One tenant's audit checklist the fixtures name: its engagement, a Sent checklist and its items. */
export interface ChecklistSeed {
  engagementId: string;
  templateId: string;
  checklistId: string;
  itemIds: string[];
  auditeeId: string;
  fileId: string;
  version: number;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const seeds = new Map<string, ChecklistSeed>();

/**
 * Writes a tenant's checklist through core: an engagement its administrator leads, a checklist
 * template, and a checklist made from it for the tenant's employee and sent. buildWorld calls it.
 */
export const seedAuditChecklist = async (t: OrgTenant): Promise<void> => {
  const ctx = tenantAdminCtx(t);
  const e = await openEngagement(ctx, {
    title: 'Checklisted audit',
    auditArea: 'Finance',
    leadId: t.admin.employeeId!,
    performerIds: [],
    reviewerIds: [],
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  });
  const template = await addAuditSetting(ctx, 'checklist-template', {
    name: unique('Cash handling'),
    items: ['The safe is locked outside office hours.'],
  });
  const made = await addChecklist(ctx, {
    engagementId: e.id,
    templateId: template.id,
    title: 'Cash office checklist',
    auditeeIds: [t.employee.employeeId!],
  });
  const sent0 = await sendChecklist(ctx, { id: made.id, version: made.version });
  const auditee = adminCtx(
    { ...t.employee, companyId: t.companyId },
    { companyRole: 'employee', actorName: 'Aud Itee' },
  );
  const sent = await uploadChecklistFile(
    auditee,
    { id: sent0.id, version: sent0.version, itemId: sent0.items[0]!.id },
    { filename: 'safe-log.pdf', contentType: 'application/pdf', content: PDF },
  );
  // sent now, so no later drain by another suite moves the tenant's outbox while it is compared
  await sentMail();
  seeds.set(t.companyId, {
    engagementId: e.id,
    templateId: template.id,
    checklistId: sent.id,
    itemIds: sent.items.map((i) => i.id),
    auditeeId: t.employee.employeeId!,
    fileId: sent.files[0]!.fileId,
    version: sent.version,
  });
};

/**
 * The tenant's seed. A tenant made by a suite itself has none: its calls naming ids are answered
 * before anything is written, so any well-formed id of its own stands in.
 */
export const checklistSeedOf = (t: OrgTenant): ChecklistSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  return {
    engagementId: id,
    templateId: id,
    checklistId: id,
    itemIds: [id],
    auditeeId: id,
    fileId: id,
    version: 1,
  };
};

const seeded = seededBy(checklistSeedOf);
const ref = (s: ChecklistSeed) => ({ id: s.checklistId, version: s.version });

export const AUDIT_CHECKLIST_FIXTURES: Record<string, Fixture> = {
  'audit-report.audit-checklists': seeded((s) => ({ engagementId: s.engagementId, status: 'Sent' })),
  'audit-report.audit-checklist': seeded((s) => ({ id: s.checklistId })),
  'audit-report.audit-checklist-add': seeded((s) => ({
    engagementId: s.engagementId,
    templateId: s.templateId,
    title: 'Intruder’s checklist',
    auditeeIds: [s.auditeeId],
  })),
  'audit-report.audit-checklist-update': seeded((s) => ({
    ...ref(s),
    title: 'Intruder’s title',
    auditeeIds: [s.auditeeId],
    items: s.itemIds.map((id) => ({ id, text: 'Changed by an intruder' })),
  })),
  'audit-report.audit-checklist-delete': seeded(ref),
  'audit-report.audit-checklist-send': seeded((s) => ({ ...ref(s), note: 'Intruder’s note' })),
  'audit-report.audit-checklist-answer': seeded((s) => ({
    ...ref(s),
    answers: s.itemIds.map((itemId) => ({ itemId, answer: 'No', comment: 'Intruder' })),
  })),
  'audit-report.audit-checklist-complete': seeded((s) => ({
    ...ref(s),
    answers: s.itemIds.map((itemId) => ({ itemId, answer: 'No', comment: 'Intruder' })),
  })),
  'audit-report.audit-checklist-upload-file': seeded((s) => ({ ...ref(s), itemId: s.itemIds[0] })),
  'audit-report.audit-checklist-file': seeded((s) => ({ id: s.checklistId, fileId: s.fileId })),
  'audit-report.audit-checklist-return': seeded((s) => ({ ...ref(s), note: 'Intruder’s note' })),
};
