import { z } from 'zod';
import { ZId, ZIsoDateTime, ZName, ZVersion } from '../common';

/**
 * Audit management settings (spec §1, §2 `settings`, §8, §9): audit types, audit standards,
 * rating definitions for findings and for the overall opinion, management-response (MR) owners,
 * checklist and customer-survey templates, letter templates and the audit team. Each kind is a
 * list of named items of the company with the fields its kind needs.
 */

/** spec §9: audit risk ratings, the levels a finding is rated at. */
export const AUDIT_FINDING_LEVELS = ['High', 'Medium', 'Low'] as const;
export const ZAuditFindingLevel = z.enum(AUDIT_FINDING_LEVELS);

/** spec §9: audit rating colours, what an overall opinion (and a finding level) is shown in. */
export const AUDIT_RATING_COLOURS = ['red', 'amber', 'green', 'dark green', 'dark blue', 'yellow'] as const;
export const ZAuditRatingColour = z.enum(AUDIT_RATING_COLOURS, {
  error: `colour must be one of ${AUDIT_RATING_COLOURS.join(', ')}`,
});
export type TAuditRatingColour = z.infer<typeof ZAuditRatingColour>;

/** Who an audit team member may be on an engagement. */
export const AUDIT_TEAM_ROLES = ['lead', 'performer', 'reviewer'] as const;
export const ZAuditTeamRole = z.enum(AUDIT_TEAM_ROLES);
export type TAuditTeamRole = z.infer<typeof ZAuditTeamRole>;

/**
 * The placeholders a letter template may use; the notification letter fills them in from the
 * engagement. Anything else in double braces is refused when the template is saved.
 */
export const LETTER_PLACEHOLDERS = [
  'auditTitle',
  'auditeeUnit',
  'startDate',
  'endDate',
  'leadAuditor',
  'companyName',
] as const;
export type TLetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number];

export const AUDIT_SETTING_KINDS = [
  'audit-type',
  'audit-standard',
  'finding-rating',
  'opinion-rating',
  'mr-owner',
  'checklist-template',
  'survey-template',
  'letter-template',
  'team-member',
] as const;
export const ZAuditSettingKind = z.enum(AUDIT_SETTING_KINDS);
export type TAuditSettingKind = z.infer<typeof ZAuditSettingKind>;

/** Kinds whose item is a person: named by the employee, one item per employee. */
export const PERSON_SETTING_KINDS: readonly TAuditSettingKind[] = ['mr-owner', 'team-member'];

const ZDescription = z
  .string()
  .trim()
  .max(2000, 'description must be at most 2000 characters')
  .optional()
  .transform((v) => v || null);

const ZItems = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'each question must have text')
      .max(500, 'a question must be at most 500 characters'),
    {
      error: 'questions must be a list of texts',
    },
  )
  .min(1, 'add at least one question')
  .max(100, 'at most 100 questions');

const placeholderMessage = `use only these placeholders: ${LETTER_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`;
const onlyKnownPlaceholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].every((m) =>
    (LETTER_PLACEHOLDERS as readonly string[]).includes(m[1] ?? ''),
  );

const ZLetterText = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine(onlyKnownPlaceholders, `${what}: ${placeholderMessage}`);

/** What each kind's add and update carry (besides id and version). */
export const AUDIT_SETTING_FIELDS = {
  'audit-type': { name: ZName('name'), description: ZDescription },
  'audit-standard': { name: ZName('name'), description: ZDescription },
  'finding-rating': { level: ZAuditFindingLevel, description: ZDescription, colour: ZAuditRatingColour },
  'opinion-rating': { name: ZName('name'), description: ZDescription, colour: ZAuditRatingColour },
  'mr-owner': { employeeId: ZId },
  'checklist-template': { name: ZName('name'), description: ZDescription, items: ZItems },
  'survey-template': { name: ZName('name'), description: ZDescription, items: ZItems },
  'letter-template': {
    name: ZName('name'),
    subject: ZLetterText('subject', 200),
    body: ZLetterText('body', 10000),
  },
  'team-member': {
    employeeId: ZId,
    roles: z
      .array(ZAuditTeamRole, { error: 'roles must be a list of lead, performer, reviewer' })
      .min(1, 'choose at least one role')
      .transform((r) => [...new Set(r)]),
  },
} as const satisfies Record<TAuditSettingKind, z.ZodRawShape>;

/** One settings item; fields a kind does not use are null. */
export const ZAuditSettingSchema = z.object({
  id: ZId,
  kind: ZAuditSettingKind,
  /** the item's name; a person's full name for MR owners and team members, the level for finding ratings */
  name: z.string(),
  description: z.string().nullable(),
  colour: ZAuditRatingColour.nullable(),
  level: ZAuditFindingLevel.nullable(),
  employeeId: ZId.nullable(),
  roles: z.array(ZAuditTeamRole),
  items: z.array(z.string()),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TAuditSetting = z.infer<typeof ZAuditSettingSchema>;

export const addSettingSchema = <K extends TAuditSettingKind>(kind: K) =>
  z.object(AUDIT_SETTING_FIELDS[kind]);
export const updateSettingSchema = <K extends TAuditSettingKind>(kind: K) =>
  z.object({ id: ZId, version: ZVersion, ...AUDIT_SETTING_FIELDS[kind] });

/** What an add or update of any kind carries, once parsed. */
export type TAuditSettingInput = {
  name?: string;
  description?: string | null;
  colour?: TAuditRatingColour;
  level?: (typeof AUDIT_FINDING_LEVELS)[number];
  employeeId?: string;
  items?: string[];
  subject?: string;
  body?: string;
  roles?: TAuditTeamRole[];
};
