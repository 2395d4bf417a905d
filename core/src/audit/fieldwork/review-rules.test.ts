import type { ArtefactKind, ArtefactStatus } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { afterEdit, nextStatus, waitingOn, type ReviewMove } from './review-rules';

describe('nextStatus: the review of an artefact (spec §4)', () => {
  it.each<[ReviewMove, ArtefactKind, ArtefactStatus, ArtefactStatus | null]>([
    ['send', 'paper', 'Draft', 'Sent'],
    ['send', 'paper', 'Not Approved', 'Sent'],
    ['send', 'paper', 'Sent', null],
    ['send', 'paper', 'Approved', null],
    ['allow-update', 'process', 'Sent', 'Draft'],
    ['allow-update', 'process', 'Draft', null],
    ['allow-update', 'process', 'Approved', null],
    ['approve', 'risk', 'Sent', 'Approved'],
    ['approve', 'risk', 'Draft', null],
    ['approve', 'risk', 'Not Approved', null],
    ['approve', 'risk', 'Approved', null],
    ['not-approve', 'scope', 'Sent', 'Not Approved'],
    ['not-approve', 'scope', 'Draft', null],
    ['allow-scope-change', 'scope', 'Approved', 'Draft'],
    ['allow-scope-change', 'scope', 'Sent', null],
    ['allow-scope-change', 'paper', 'Approved', null],
  ])('%s on a %s that is %s → %s', (move, kind, from, to) => {
    const next = nextStatus(move, kind, from);
    expect(next.ok ? next.status : null).toBe(to);
  });
});

describe('afterEdit: what an edit does to the review', () => {
  it.each<[ArtefactKind, ArtefactStatus, ArtefactStatus | null, boolean | null]>([
    ['paper', 'Draft', 'Draft', null],
    ['paper', 'Not Approved', 'Not Approved', null],
    ['paper', 'Sent', null, null],
    // an approved artefact edited is a draft again, "changed after approval"
    ['paper', 'Approved', 'Draft', true],
    ['process', 'Approved', 'Draft', true],
    ['risk', 'Approved', 'Draft', true],
    // an approved scope needs an allowed scope change (with its reason) first
    ['scope', 'Approved', null, null],
    ['scope', 'Draft', 'Draft', null],
  ])('a %s that is %s → %s (changed after approval: %s)', (kind, status, to, flag) => {
    const r = afterEdit(kind, status);
    expect(r.ok ? r.status : null).toBe(to);
    if (r.ok) expect(r.changedAfterApproval).toBe(flag);
  });
});

describe('waitingOn: who an artefact waits on', () => {
  const people = { leadId: 'L', reviewerIds: ['R1', 'R2'], preparerId: 'P', paperReviewerId: '' };
  it.each<[ArtefactStatus, Partial<typeof people>, string[]]>([
    ['Draft', {}, []],
    ['Approved', {}, []],
    ['Sent', {}, ['R1:reviewer', 'R2:reviewer']],
    ['Sent', { paperReviewerId: 'R2' }, ['R2:reviewer']],
    ['Not Approved', {}, ['P:performer']],
    ['Not Approved', { preparerId: '' }, ['L:performer']],
  ])('%s %j → %j', (status, over, expected) => {
    expect(waitingOn(status, { ...people, ...over }).map((w) => `${w.employeeId}:${w.role}`)).toEqual(
      expected,
    );
  });
});
