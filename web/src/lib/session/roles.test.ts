import { describe, expect, it } from 'vitest';
import { canEnter, homeOf, isCompanyAdmin, returnPathFor } from './roles';

const holder = { role: 'holder', companyRole: null } as const;
const admin = { role: 'employee', companyRole: 'administrator' } as const;
const employee = { role: 'employee', companyRole: 'employee' } as const;

describe('roles', () => {
  it.each([
    [holder, 'holder', true],
    [holder, 'employee', false],
    [holder, 'admin', false],
    [admin, 'employee', true],
    [admin, 'admin', true],
    [admin, 'holder', false],
    [employee, 'employee', true],
    [employee, 'admin', false],
  ] as const)('%j may enter %s: %s', (who, audience, expected) => {
    expect(canEnter(who, audience)).toBe(expected);
  });

  it('lets no one in without a session', () => {
    expect(canEnter(null, 'employee')).toBe(false);
    expect(isCompanyAdmin(null)).toBe(false);
  });

  it('sends each role to its home', () => {
    expect(homeOf(holder)).toBe('/app/dashboard');
    expect(homeOf(employee)).toBe('/app/dashboard');
  });
});

describe('returnPathFor', () => {
  it.each([
    ['/app/companies/list', holder, '/app/companies/list'],
    ['/app/dashboard', holder, undefined],
    ['/app/dashboard?tab=2', employee, '/app/dashboard?tab=2'],
    ['/app/companies/list', employee, undefined],
    ['/app/companiesX', employee, '/app/companiesX'],
    ['/app/user-manuals/list', holder, '/app/user-manuals/list'],
    ['/app/user-manuals/list', employee, undefined],
    ['/app/user-manuals/mine', employee, '/app/user-manuals/mine'],
    ['/app/user-manuals/mine', holder, undefined],
    ['//evil.example/app/', employee, undefined],
    ['https://evil.example/app/dashboard', employee, undefined],
    ['/app/sessions/signIn', employee, undefined],
    [undefined, employee, undefined],
  ] as const)('%s for %j → %s', (from, who, expected) => {
    expect(returnPathFor(from, who)).toBe(expected);
  });
});
