import type { TEntranceMeeting } from '@stratum/contracts';
import { db } from '../../db';
import { plainToRichText } from '../../kernel/rich-text';
import type { AuditEntranceMeetingItem } from '../entities/entrance-meeting';

export const findMeeting = async (
  companyId: string,
  auditId: string,
): Promise<AuditEntranceMeetingItem | null> =>
  (await db().entities.auditEntranceMeeting.get({ companyId, auditId }).go()).data;

export const meetingView = (m: AuditEntranceMeetingItem): TEntranceMeeting => ({
  auditId: m.auditId,
  date: m.date,
  attendees: m.attendees.map((a) => ({
    kind: a.kind,
    employeeId: a.employeeId ?? null,
    name: a.name,
    email: a.email ?? null,
  })),
  // minutes saved before they became rich text are plain text: escaped, never read as markup
  minutes: m.minutesHtml ? m.minutes : plainToRichText(m.minutes),
  files: m.files.map(({ key: _k, ...f }) => f),
  version: m.version,
  updatedAt: m.updatedAt,
});
