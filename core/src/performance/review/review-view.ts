import type { TPerformanceNote, TPerformanceRecord } from '@stratum/contracts';
import { availableTransitions, type PerformanceActor } from '@stratum/rules';
import { db } from '../../db';
import type { PerformanceRecordItem } from '../entities/performance-record';
import type { PerformanceNoteItem } from '../entities/review';
import { personOrNull } from './review-store';

/** Full names of employees by id (one batch get). */
export const namesOf = async (
  companyId: string,
  ids: ReadonlyArray<string | null | undefined>,
): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids.filter((id): id is string => !!personOrNull(id)))];
  if (wanted.length === 0) return new Map();
  const { data } = await db()
    .entities.employee.get(wanted.map((employeeId) => ({ companyId, employeeId })))
    .go();
  return new Map(data.map((e) => [e.employeeId, `${e.firstName} ${e.lastName}`]));
};

/** Scorecard names by id (one batch get). */
export const scorecardNamesOf = async (
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const { data } = await db()
    .entities.scorecard.get(wanted.map((scorecardId) => ({ companyId, scorecardId })))
    .go();
  return new Map(data.map((s) => [s.scorecardId, s.name]));
};

export const toRecord = (
  r: PerformanceRecordItem,
  roles: readonly PerformanceActor[],
  open: { pmAgreement: boolean; pmAssessment: boolean },
  names: ReadonlyMap<string, string>,
  scorecardNames: ReadonlyMap<string, string>,
): TPerformanceRecord => {
  const supervisorId = personOrNull(r.supervisorId);
  const awaitingId = personOrNull(r.awaitingId);
  return {
    scorecardId: r.scorecardId,
    annualScorecardId: r.annualScorecardId,
    scorecardName: scorecardNames.get(r.scorecardId) ?? '',
    employeeId: r.employeeId,
    employeeName: names.get(r.employeeId) ?? '',
    supervisorId,
    supervisorName: supervisorId ? (names.get(supervisorId) ?? null) : null,
    annualPlanId: r.annualPlanId,
    quarter: r.quarter as 0 | 1 | 2 | 3,
    agreementStatus: r.agreementStatus,
    agreementType: r.agreementType,
    assessmentStatus: r.assessmentStatus,
    qaStatus: r.qaStatus,
    reviewComplete: r.reviewComplete,
    awaitingId,
    awaitingName: awaitingId ? (names.get(awaitingId) ?? null) : null,
    awaitingStep: awaitingId ? (r.awaitingStep ?? null) : null,
    selfScore: r.selfScore ?? null,
    supervisorScore: r.supervisorScore ?? null,
    totalScore: r.totalScore ?? null,
    adjustedTotal: r.adjustedTotal ?? null,
    version: r.version,
    updatedAt: r.updatedAt,
    roles: [...roles],
    open,
    actions: availableTransitions(r, roles).map((t) => ({
      action: t.action,
      actor: t.actor,
      window: t.window,
      windowOpen: t.window === null ? true : open[t.window],
      notes: t.notes,
    })),
  };
};

export const toNote = (n: PerformanceNoteItem): TPerformanceNote => ({
  id: n.noteId,
  action: n.action,
  html: n.html,
  authorId: n.authorId,
  authorName: n.authorName,
  createdAt: n.createdAt,
});
