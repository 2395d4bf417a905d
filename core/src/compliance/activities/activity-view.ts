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

/**
 * Activities as the API answers them, their status judged on `today` with the company's lead time.
 * A read of hundreds (the calendar month, the required actions) names teams and regulations
 * through maps built once, and formats each distinct date once: the dates repeat across
 * activities, and formatting one is the costliest step of a view (docs/compliance.md, bench).
 */
export const toActivities = (
  items: readonly ComplianceActivityItem[],
  setup: ComplianceSetup,
  today: string,
): TActivity[] => {
  const teams = new Map(setup.teams.map((t) => [t.teamId, t.name]));
  const regulations = new Map(setup.regulations.map((r) => [r.regulationId, r.name]));
  const formatted = new Map<string, string>();
  const date = (value: string | null): string => {
    if (!value) return formatDate(null);
    let f = formatted.get(value);
    if (f === undefined) {
      f = formatDate(value);
      formatted.set(value, f);
    }
    return f;
  };
  return items.map((a) =>
    view(
      a,
      setup,
      today,
      (id) => teams.get(id) ?? '',
      (id) => regulations.get(id) ?? '',
      date,
    ),
  );
};

/** An activity as the API answers it, its status judged on `today` with the company's lead time. */
export const toActivity = (a: ComplianceActivityItem, setup: ComplianceSetup, today: string): TActivity =>
  toActivities([a], setup, today)[0]!;

const view = (
  a: ComplianceActivityItem,
  setup: ComplianceSetup,
  today: string,
  team: (id: string) => string,
  regulationName: (id: string) => string,
  day: (value: string | null) => string,
): TActivity => {
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
  return {
    id: a.activityId,
    name: a.name,
    description: a.description || null,
    regulationId: a.regulationId,
    regulationName: regulationName(a.regulationId),
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
    d_lastComplianceDate: day(a.lastComplianceDate || null),
    nextComplianceDate: a.nextComplianceDate || null,
    d_nextComplianceDate: day(a.nextComplianceDate || null),
    nextComplianceDatePendingApproval: a.nextComplianceDatePendingApproval || null,
    d_nextComplianceDatePendingApproval: day(a.nextComplianceDatePendingApproval || null),
    status,
    colour: complianceColour(status),
    notes: a.notes || null,
    evidence: evidenceOf(a.evidence),
    version: a.version,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
};
