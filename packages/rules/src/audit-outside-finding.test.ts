import { describe, expect, it } from 'vitest';
import {
  outsideFindingEditProblem,
  outsideFindingOrigin,
  outsideFindingRights,
  type OutsideFindingCaller,
  type OutsideFindingRights,
} from './audit-outside-finding';

const who = (p: Partial<OutsideFindingCaller>): OutsideFindingCaller => ({
  admin: false,
  onAuditTeam: false,
  raiser: false,
  mrOwner: false,
  ...p,
});

describe('outsideFindingRights', () => {
  it.each<[string, Partial<OutsideFindingCaller>, OutsideFindingRights]>([
    ['an administrator', { admin: true }, { add: true, read: true, manage: true }],
    ['an audit team member', { onAuditTeam: true }, { add: true, read: true, manage: false }],
    [
      'the auditor who recorded it',
      { onAuditTeam: true, raiser: true },
      { add: true, read: true, manage: true },
    ],
    ['its recorder, no longer on the team', { raiser: true }, { add: false, read: true, manage: true }],
    ['an MR owner', { mrOwner: true }, { add: false, read: true, manage: false }],
    ['anyone else', {}, { add: false, read: false, manage: false }],
  ])('%s', (_, caller, rights) => {
    expect(outsideFindingRights(who(caller))).toEqual(rights);
  });
});

describe('outsideFindingOrigin', () => {
  it('names the source and the report', () => {
    expect(outsideFindingOrigin('External auditor', ' Management letter 2026 ')).toBe(
      'External auditor: Management letter 2026',
    );
  });
  it('is the source alone without a reference', () => {
    expect(outsideFindingOrigin('Regulator', '  ')).toBe('Regulator');
  });
});

describe('outsideFindingEditProblem', () => {
  it.each([
    [null, false],
    ['Requested', false],
    ['Cancelled', false],
    ['Submitted', true],
  ])('response %s refuses a change: %s', (state, refused) => {
    expect(outsideFindingEditProblem(state) !== null).toBe(refused);
  });
});
