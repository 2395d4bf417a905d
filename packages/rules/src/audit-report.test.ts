import { describe, expect, it } from 'vitest';
import { finalReportBlockers, type FinalReportFacts } from './audit-report';

const ok: FinalReportFacts = {
  opinion: 'Approved',
  findings: [
    { title: 'A', status: 'Approved' },
    { title: 'B', status: 'Approved' },
  ],
  inForce: null,
};

describe('finalReportBlockers: when a final report may be made', () => {
  it('may be made with an approved opinion and every finding approved', () => {
    expect(finalReportBlockers(ok)).toEqual([]);
  });

  it('may be made with no findings at all', () => {
    expect(finalReportBlockers({ ...ok, findings: [] })).toEqual([]);
  });

  it.each([null, 'Draft', 'Sent', 'Not Approved'] as const)('refuses with the opinion %s', (opinion) => {
    const reasons = finalReportBlockers({ ...ok, opinion });
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/overall opinion/);
  });

  it.each(['Draft', 'Sent', 'Not Approved'] as const)(
    'refuses while a finding is %s, naming it',
    (status) => {
      const reasons = finalReportBlockers({ ...ok, findings: [...ok.findings, { title: 'Late', status }] });
      expect(reasons).toEqual([`Every finding must be approved: “Late” is ${status}.`]);
    },
  );

  it('refuses while a version is in force', () => {
    expect(finalReportBlockers({ ...ok, inForce: 2 })).toEqual([
      'Final report version 2 is in force: recall it, with a reason, first.',
    ]);
  });

  it('gives every reason at once', () => {
    expect(
      finalReportBlockers({ opinion: null, findings: [{ title: 'X', status: 'Sent' }], inForce: 1 }),
    ).toHaveLength(3);
  });
});
