import { z } from 'zod';
import { ZEmail, ZId, ZIsoDateTime, ZName, ZPage, ZPageQuery, ZStatus, ZVersion, ZYesNo } from '../common';
import { defineRoute } from '../route';

/** How many bands a company's rating scales offer (spec §1 "rating scale option per company"). */
export const ZRatingScaleOption = z.enum(['five-point', 'three-point']);
export const ZPersonalDevelopmentPlanType = z.enum(['Annual', 'Periodic']);

export const ZCompanySchema = z.object({
  id: ZId,
  companyName: z.string(),
  eFirstName: z.string(),
  eLastName: z.string(),
  email: z.string(),
  status: ZStatus,
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
  version: z.number().int(),
  ratingScaleOption: ZRatingScaleOption,
  performanceCommitteeFunction: ZYesNo,
  /** percent of an employee's rating that comes from the company's own performance */
  companyContributionPerformance: z.number(),
  measurementQualitative: ZYesNo,
  personalDevelopmentPlanType: ZPersonalDevelopmentPlanType,
  /** members must sign in with Microsoft; their password sign-in is refused */
  requireMicrosoftSignIn: ZYesNo,
  /** a short-lived download URL of the logo, or null */
  logo: z.string().nullable(),
});
export type TCompany = z.infer<typeof ZCompanySchema>;

const companyFields = {
  companyName: ZName('companyName'),
  eFirstName: ZName('eFirstName'),
  eLastName: ZName('eLastName'),
  email: ZEmail,
  status: ZStatus.default('Active'),
};

export const ZAddCompanyRequestSchema = z.object(companyFields);
export type TAddCompanyRequest = z.infer<typeof ZAddCompanyRequestSchema>;

export const ZUpdateCompanyRequestSchema = z.object({ id: ZId, version: ZVersion, ...companyFields });
export type TUpdateCompanyRequest = z.infer<typeof ZUpdateCompanyRequestSchema>;

const ZCompanyRef = { id: ZId, version: ZVersion };

export const ZListCompaniesRequestSchema = ZPageQuery.extend({
  search: z.string().trim().max(120).optional(),
  status: ZStatus.optional(),
  sortField: z.enum(['createdAt', 'companyName']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

export const ZAuditTrailEntrySchema = z.object({
  id: z.string(),
  doneAt: ZIsoDateTime,
  actorId: z.string(),
  actorName: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditTrailEntry = z.infer<typeof ZAuditTrailEntrySchema>;

export const ZGetAuditTrailsRequestSchema = ZPageQuery.extend({
  companyId: ZId,
  entityType: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(60).optional(),
  actorId: z.string().trim().max(60).optional(),
  from: ZIsoDateTime.optional(),
  to: ZIsoDateTime.optional(),
});

const holderOnly = ['holder'] as const;

export const listCompanies = defineRoute({
  family: 'company',
  action: 'all',
  method: 'GET',
  path: '/company/all',
  summary: 'All companies, paged; newest first unless sorted by name',
  input: ZListCompaniesRequestSchema,
  output: z.object({
    company_list: z.array(ZCompanySchema),
    total: z.number().int(),
    cursor: z.string().nullable(),
  }),
  access: holderOnly,
  errorTitle: 'Get Company Failed',
  mutates: false,
});

export const getCompany = defineRoute({
  family: 'company',
  action: 'get-by-id',
  method: 'GET',
  path: '/company/get-by-id',
  summary: 'One company',
  input: z.object({ id: ZId }),
  output: z.object({ company: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Get Company Failed',
  mutates: false,
});

export const addCompany = defineRoute({
  family: 'company',
  action: 'add',
  method: 'POST',
  path: '/company/add',
  summary: 'Add a company and invite its administrator by email',
  input: ZAddCompanyRequestSchema,
  output: z.object({ company: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Add Company Failed',
  mutates: true,
});

export const updateCompany = defineRoute({
  family: 'company',
  action: 'update',
  method: 'POST',
  path: '/company/update',
  summary: 'Change a company’s name, contact or status',
  input: ZUpdateCompanyRequestSchema,
  output: z.object({ company: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Update Company Failed',
  mutates: true,
});

export const updateRatingScaleOption = defineRoute({
  family: 'company',
  action: 'update-rating-scale-option',
  method: 'POST',
  path: '/company/update-rating-scale-option',
  summary: 'Choose how many bands the company’s rating scales offer',
  input: z.object({ ...ZCompanyRef, ratingScaleOption: ZRatingScaleOption }),
  output: z.object({ company: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Update Rating Scale Option Failed',
  mutates: true,
});

export const updatePerformanceCommitteeFunction = defineRoute({
  family: 'company',
  action: 'update-performance-committee-function',
  method: 'POST',
  path: '/company/update-performance-committee-function',
  summary: 'Whether the company reviews ratings through a performance committee',
  input: z.object({ ...ZCompanyRef, performanceCommitteeFunction: ZYesNo }),
  output: z.object({ item: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Update Performance Committee Function Failed',
  mutates: true,
});

export const setCompanyContributionPerformance = defineRoute({
  family: 'company',
  action: 'set-company-contribution-performance',
  method: 'POST',
  path: '/company/set-company-contribution-performance',
  summary: 'The percent of each employee’s rating taken from the company’s performance',
  input: z.object({
    ...ZCompanyRef,
    companyContributionPerformance: z.coerce
      .number()
      .min(0, 'must be between 0 and 100')
      .max(100, 'must be between 0 and 100'),
  }),
  output: z.object({ item: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Set Company Contribution Performance Failed',
  mutates: true,
});

export const setMeasurementQualitative = defineRoute({
  family: 'company',
  action: 'set-measurement-qualitative',
  method: 'POST',
  path: '/company/set-measurement-qualitative',
  summary:
    'Whether qualitative measurement (the 360 competency review counting towards assessments) is on for the company',
  input: z.object({ ...ZCompanyRef, measurementQualitative: ZYesNo }),
  output: z.object({ item: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Set Measurement Qualitative Failed',
  mutates: true,
});

export const setRequireMicrosoftSignIn = defineRoute({
  family: 'company',
  action: 'set-require-microsoft-sign-in',
  method: 'POST',
  path: '/company/set-require-microsoft-sign-in',
  summary: 'Whether the company’s members must sign in with Microsoft (their password sign-in is refused)',
  input: z.object({ ...ZCompanyRef, requireMicrosoftSignIn: ZYesNo }),
  output: z.object({ item: ZCompanySchema }),
  access: holderOnly,
  errorTitle: 'Set Microsoft Sign-In Failed',
  mutates: true,
});

export const getAuditTrails = defineRoute({
  family: 'company',
  action: 'get-audit-trails',
  method: 'GET',
  path: '/company/get-audit-trails',
  summary: 'Who changed what in a company, newest first, with filters',
  input: ZGetAuditTrailsRequestSchema,
  output: ZPage(ZAuditTrailEntrySchema),
  access: holderOnly,
  errorTitle: 'Get Audit Trails Failed',
  mutates: false,
});

export const LOGO_RULE = {
  field: 'document',
  maxBytes: 2 * 1024 * 1024,
  // SVG is refused: it can carry script.
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export const uploadLogo = defineRoute({
  family: 'logo-upload',
  action: 'upload-logo',
  method: 'POST',
  path: '/logo-upload/upload-logo',
  summary:
    'Upload a company logo (PNG, JPEG or WebP, at most 2 MB); the owner names the company, an administrator sets their own',
  input: z.object({ companyId: ZId.optional() }),
  output: z.object({ logo: z.string() }),
  access: ['holder', 'admin'],
  errorTitle: 'Update company logo failed',
  file: LOGO_RULE,
  mutates: true,
});

export const ZMyCompanySchema = z.object({
  id: ZId,
  companyName: z.string(),
  logo: z.string().nullable(),
  ratingScaleOption: ZRatingScaleOption,
  personalDevelopmentPlanType: ZPersonalDevelopmentPlanType,
  /** whether the company reviews ratings through a performance committee (the reports index lists its reports) */
  performanceCommitteeFunction: ZYesNo,
});

export const getMyCompany = defineRoute({
  family: 'company',
  action: 'my-company',
  method: 'GET',
  path: '/company/my-company',
  summary: 'The signed-in person’s own company: name, logo and the settings its people work under',
  input: z.object({}),
  output: z.object({ company: ZMyCompanySchema }),
  access: ['employee'],
  errorTitle: 'Get Company Failed',
  mutates: false,
});

/** One mail of the company's outbox (ARCHITECTURE §11), as its administrators see it. */
export const ZCompanyMailSchema = z.object({
  id: z.string(),
  /** `invite`, or `message` for a notification such as a review waiting for someone */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** queued (waiting or being tried again), sent, failed (given up after its retries), skipped (no longer needed) */
  state: z.enum(['queued', 'sent', 'failed', 'skipped']),
  attempts: z.number().int(),
  queuedAt: ZIsoDateTime,
  lastAttemptAt: ZIsoDateTime.nullable(),
  /** while queued after a failure: when it is tried next */
  nextAttemptAt: ZIsoDateTime.nullable(),
  sentAt: ZIsoDateTime.nullable(),
  lastError: z.string().nullable(),
});
export type TCompanyMail = z.infer<typeof ZCompanyMailSchema>;

export const listCompanyMails = defineRoute({
  family: 'company',
  action: 'mails',
  method: 'GET',
  path: '/company/mails',
  summary:
    'The mails the company’s changes asked for (invitations, notifications), newest first, with their state',
  input: ZPageQuery,
  output: ZPage(ZCompanyMailSchema),
  access: ['admin'],
  errorTitle: 'Get Mails Failed',
  mutates: false,
});

export const resendCompanyMail = defineRoute({
  family: 'company',
  action: 'resend-mail',
  method: 'POST',
  path: '/company/resend-mail',
  summary: 'Queue a sent, failed or skipped mail again (an invitation gets a fresh code)',
  input: z.object({ id: ZId }),
  output: z.object({ mail: ZCompanyMailSchema }),
  access: ['admin'],
  errorTitle: 'Resend Mail Failed',
  mutates: true,
});

export const companyRoutes = [
  getMyCompany,
  listCompanies,
  getCompany,
  addCompany,
  updateCompany,
  updateRatingScaleOption,
  updatePerformanceCommitteeFunction,
  setCompanyContributionPerformance,
  setMeasurementQualitative,
  setRequireMicrosoftSignIn,
  getAuditTrails,
  listCompanyMails,
  resendCompanyMail,
] as const;

export const logoUploadRoutes = [uploadLogo] as const;
