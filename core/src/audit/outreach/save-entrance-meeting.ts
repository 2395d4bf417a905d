import {
  ZSaveEntranceMeetingRequestSchema,
  type TEntranceMeeting,
  type TSaveEntranceMeetingRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { sanitiseRichText } from '../../kernel/rich-text';
import { FIELDWORKERS, openEngagementAs, raced, requireOpen } from '../engagement/engagement-store';
import type { AuditEntranceMeetingItem } from '../entities/entrance-meeting';
import { namesOf } from '../people';
import { findMeeting, meetingView } from './meeting-store';

/**
 * Records the entrance meeting: its date, attendees and minutes (rich text, sanitised here to the
 * kernel's allow-list before it is stored). Team attendees are
 * named by employee and must be on this audit's team; the auditee's people by name and address.
 * The first save creates it (refused if someone recorded it meanwhile); later ones name the
 * version they read (409 otherwise).
 */
export const saveEntranceMeeting = async (
  ctx: Ctx,
  raw: TSaveEntranceMeetingRequest,
): Promise<TEntranceMeeting> => {
  const input = ZSaveEntranceMeetingRequestSchema.parse(raw);
  const { engagement: e } = await openEngagementAs(ctx, input.auditId, FIELDWORKERS);
  requireOpen(e);
  const team = new Set([e.leadId, ...e.performerIds, ...e.reviewerIds]);
  const teamIds = input.attendees.flatMap((a) => (a.kind === 'team' ? [a.employeeId] : []));
  const stranger = teamIds.find((id) => !team.has(id));
  if (stranger)
    throw new AppError('UNPROCESSABLE', 'attendees: a team attendee must be on this audit’s team');
  if (new Set(teamIds).size !== teamIds.length)
    throw new AppError('UNPROCESSABLE', 'attendees: a team member is named twice');
  const names = await namesOf(e.companyId, teamIds);
  const attendees = input.attendees.map((a) =>
    a.kind === 'team'
      ? { kind: 'team' as const, employeeId: a.employeeId, name: names.get(a.employeeId) ?? '' }
      : { kind: 'auditee' as const, name: a.name, ...(a.email ? { email: a.email } : {}) },
  );
  const existing = await findMeeting(e.companyId, e.engagementId);
  if (existing && input.version === undefined)
    throw new AppError('CONFLICT', 'The entrance meeting was recorded already. Reload it and try again.');
  if (!existing && input.version !== undefined)
    throw new AppError('NOT_FOUND', 'auditId: this audit has no entrance meeting yet');
  const now = ctx.now.toISOString();
  const key = { companyId: e.companyId, auditId: e.engagementId };
  const minutes = await sanitiseRichText(input.minutes);
  const set = { date: input.date, attendees, minutes, minutesHtml: true, updatedAt: now };
  await writeChange(
    ctx,
    {
      companyId: e.companyId,
      entityType: 'audit-entrance-meeting',
      entityId: e.engagementId,
      action: existing ? 'update' : 'add',
      summary: `Audit “${e.title}”: entrance meeting of ${input.date} ${existing ? 'updated' : 'recorded'}`,
      after: { date: input.date, attendees: attendees.map((a) => a.name) },
    },
    (tx) => [
      existing
        ? tx.auditEntranceMeeting
            .patch(key)
            .set(set)
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version!))
            .commit()
        : tx.auditEntranceMeeting.create({ ...key, ...set, files: [], version: 1, createdAt: now }).commit(),
    ],
    existing
      ? raced('entrance meeting')
      : new AppError('CONFLICT', 'The entrance meeting was recorded already. Reload it and try again.'),
  );
  const saved: AuditEntranceMeetingItem = existing
    ? { ...existing, ...set, version: existing.version + 1 }
    : { ...key, ...set, files: [], version: 1, createdAt: now };
  return meetingView(saved);
};
