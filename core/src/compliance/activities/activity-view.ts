import type { TActivity, TEvidenceFile } from '@stratum/contracts';
import { complianceColour, complianceStatus, formatDate } from '@stratum/rules';
import type { ComplianceActivityItem } from '../entities/compliance-activity';

type StoredEvidence = ComplianceActivityItem['evidence'][number];
import type { ComplianceSetup } from '../setup/setup-store';
import { dueDayOf } from '../recurrence';

/** Stored evidence files as the API shows them (their S3 keys stay inside). */
export const evidenceOf = (files: readonly StoredEvidence[] | undefined): TEvidenceFile[] =>
  (files ?? []).map(({ fileId, filename, contentType, size, uploadedAt }) => ({
    fileId,
    filename,
    contentType,
    size,
    uploadedAt,
  }));

/** An activity as the API answers it, its status judged on `today` with the company's lead time. */
export const toActivity = (a: ComplianceActivityItem, setup: ComplianceSetup, today: string): TActivity => {
  const status = complianceStatus(
    {
      state: a.state,
      nextComplianceDate: a.nextComplianceDate || null,
      lastComplianceDate: a.lastComplianceDate || null,
      graceDays: a.graceDays,
    },
    today,
    setup.leadDays,
  );
  const team = (id: string) => setup.teams.find((t) => t.teamId === id)?.name ?? '';
  return {
    id: a.activityId,
    name: a.name,
    description: a.description || null,
    regulationId: a.regulationId,
    regulationName: setup.regulations.find((r) => r.regulationId === a.regulationId)?.name ?? '',
    complyingTeamId: a.complyingTeamId,
    complyingTeamName: team(a.complyingTeamId),
    complianceTeamId: a.complianceTeamId,
    complianceTeamName: team(a.complianceTeamId),
    recurrence: a.recurrence,
    rule: a.rule || null,
    startDate: a.startDate,
    dueDay: dueDayOf(a.startDate),
    graceDays: a.graceDays,
    lastComplianceDate: a.lastComplianceDate || null,
    d_lastComplianceDate: formatDate(a.lastComplianceDate || null),
    nextComplianceDate: a.nextComplianceDate || null,
    d_nextComplianceDate: formatDate(a.nextComplianceDate || null),
    nextComplianceDatePendingApproval: a.nextComplianceDatePendingApproval || null,
    d_nextComplianceDatePendingApproval: formatDate(a.nextComplianceDatePendingApproval || null),
    status,
    colour: complianceColour(status),
    notes: a.notes || null,
    evidence: evidenceOf(a.evidence),
    version: a.version,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
};
