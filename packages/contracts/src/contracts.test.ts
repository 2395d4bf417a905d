import { describe, expect, it } from 'vitest';
import {
  buildOpenApi,
  FAMILIES,
  isSuccess,
  ROUTES,
  ZEmail,
  ZNewPassword,
  ZAddCompanyRequestSchema,
  API_BASE,
} from './index';

describe('the route table', () => {
  it('declares each call once, under /<family>/…, with an error title', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ROUTES) {
      expect(r.path.startsWith('/')).toBe(true);
      expect(r.errorTitle).toMatch(/\S/);
      expect(r.access === 'public' || r.access.length > 0).toBe(true);
      // A link route is opened by its link token only; a respondent route is always a link route.
      const respondent = r.access !== 'public' && r.access.includes('questionnaire');
      expect(respondent, `${r.path}: access ['questionnaire'] goes with a link purpose`).toBe(!!r.link);
      if (r.link) expect(r.access).toEqual(['questionnaire']);
    }
    expect(FAMILIES).toEqual([
      'auth',
      'company',
      'logo-upload',
      'module',
      'user-manual',
      'business-unit',
      'department',
      'division',
      'section',
      'sub-section',
      'sub-sub-section',
      'employee',
      'acting-supervisor',
      'strategic-plan',
      'operational-plan',
      'perspective',
      'rating-scale',
      'annual-plan',
      'quarter',
      'strategic-scorecard',
      'operational-scorecard',
      'corporate-scorecard',
      'report',
      'risk-rating',
      'risk-management',
      'ra-risk-management',
      'degree-360',
      'survey-review',
      'organizational',
      'org-survey-review',
      'degree-360-competency',
      'audit-management',
      'audit-engagement',
      'audit-findings',
      'audit-report',
      'audit-follow-up',
      'audit-responses',
      'audit-outreach',
      'audit-questionnaire',
      'audit-customer-survey',
      'compliance',
      'employee-scorecard',
      'employee-review',
      'monthly-progress',
      'qa-performance',
      'qa-scorecard',
      'my-inbox',
      'performance-report',
      'company-assessment',
      'events',
      'dashboard',
      'embed-creation',
    ]);
  });

  it.each([
    ['business-unit.all', 'Get Business Unit Failed'],
    ['sub-sub-section.delete', 'Delete Sub Sub Section Failed'],
    ['acting-supervisor.unset', 'UnSet Acting Supervisor Failed'],
    ['employee.add', 'Add Employee Failed'],
    ['company.add', 'Add Company Failed'],
    ['company.all', 'Get Company Failed'],
    ['auth.login', 'Login Failed'],
    ['logo-upload.upload-logo', 'Update company logo failed'],
    ['module.update', 'Enable module Failed'],
    ['company.get-audit-trails', 'Get Audit Trails Failed'],
    ['strategic-plan.add', 'Add Strategic Plan Failed'],
    ['operational-plan.delete', 'Delete Operational Plan Failed'],
    ['perspective.update', 'Update Perspective Failed'],
    ['rating-scale.all', 'Get Rating Scale Failed'],
    ['annual-plan.add', 'Add Annual Strategic Plans Failed'],
    ['quarter.update', 'Update Quarter Failed'],
    ['quarter.set-default-target-date', 'Set Default Target Date Failed'],
    ['strategic-scorecard.get', 'Get Strategic Scorecard Failed'],
    ['strategic-scorecard.add-kpa', 'Add Strategic Key Performance Area Failed'],
    ['strategic-scorecard.delete-kpi', 'Delete Strategic Scorecard Kpi Failed'],
    ['operational-scorecard.update', 'Update Operational Scorecard Failed'],
    ['corporate-scorecard.add', 'Add Corporate Scorecards Failed'],
    ['report.strategic-scorecard', 'Get Strategic Scorecard Report Failed'],
    ['report.export', 'Export Report Failed'],
    ['corporate-scorecard.delete', 'Delete Corporate Scorecards Failed'],
    ['risk-management.get', 'Get Risk Failed'],
    ['risk-management.add-identification', 'Add Risk Failed'],
    ['ra-risk-management.edit-identification', 'Update Risk Failed'],
    ['ra-risk-management.delete', 'Delete Risk Failed'],
    ['risk-management.add-control', 'Add Risk Control Failed'],
    ['ra-risk-management.update-control', 'Update Risk Control Failed'],
    ['risk-management.delete-control', 'Delete Risk Control Failed'],
  ])('uses the spec §8 title for %s', (key, title) => {
    expect(ROUTES.find((r) => `${r.family}.${r.action}` === key)?.errorTitle).toBe(title);
  });

  it('documents every route in the OpenAPI document', () => {
    const doc = buildOpenApi(ROUTES);
    for (const r of ROUTES) {
      const op = doc.paths[`${API_BASE}${r.path}`]?.[r.method.toLowerCase()] as
        { operationId: string } | undefined;
      expect(op?.operationId).toBe(`${r.family}.${r.action}`);
    }
    const add = doc.paths['/api/v1/company/add']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(add.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['companyName', 'eFirstName', 'eLastName', 'email']),
    );
  });
});

describe('field rules', () => {
  it.each([
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['x@y.io', 'x@y.io'],
  ])('normalises the email %j', (raw, clean) => {
    expect(ZEmail.parse(raw)).toBe(clean);
  });

  it.each(['', 'not-an-email', 'a@', '@b.com', 'a b@c.com'])('refuses the email %j', (raw) => {
    expect(ZEmail.safeParse(raw).success).toBe(false);
  });

  it.each([
    ['Short1!', 'at least 8'],
    ['alllower1!', 'upper-case'],
    ['ALLUPPER1!', 'lower-case'],
    ['NoDigits!!', 'digit'],
    ['NoSymbol12', 'symbol'],
  ])('refuses the password %j (%s)', (password, rule) => {
    const r = ZNewPassword.safeParse(password);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain(rule);
  });

  it('defaults a new company to Active and trims names', () => {
    const parsed = ZAddCompanyRequestSchema.parse({
      companyName: ' Acme ',
      eFirstName: 'A',
      eLastName: 'B',
      email: 'a@b.co',
    });
    expect(parsed).toMatchObject({ companyName: 'Acme', status: 'Active' });
  });

  it('names the missing field', () => {
    const r = ZAddCompanyRequestSchema.safeParse({ eFirstName: 'A', eLastName: 'B', email: 'a@b.co' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['companyName'], message: 'companyName is required' });
  });
});

describe('isSuccess (spec §7: case-insensitive)', () => {
  it.each([
    [{ res: 'SUCCESS' }, true],
    [{ res: 'success' }, true],
    [{ res: 'FAILED' }, false],
    [{ res: 'failed' }, false],
    [{}, false],
  ])('%j → %s', (envelope, expected) => {
    expect(isSuccess(envelope)).toBe(expected);
  });
});
