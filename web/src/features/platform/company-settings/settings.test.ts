import { describe, expect, it } from 'vitest';
import { testCompany } from './test-company';
import { COMPANY_SETTINGS, companyOf } from './settings';

describe('COMPANY_SETTINGS', () => {
  it.each(Object.entries(COMPANY_SETTINGS))(
    '%s is the field its route writes, with the version',
    (key, s) => {
      expect(Object.keys(s.route.input.shape).sort()).toEqual(['id', key, 'version'].sort());
    },
  );
});

describe('companyOf', () => {
  it('reads the company whichever name the route gives it', () => {
    const company = testCompany();
    expect(companyOf({ company })).toBe(company);
    expect(companyOf({ item: company })).toBe(company);
  });
});
