import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZName, ZPageQuery, ZVersion } from '../common';
import { AUDIT_FINDING_LEVELS } from './settings';

/**
 * The audit universe (spec §2 `audit-universe`): the auditable processes of each business unit,
 * their owners, a risk score (likelihood × impact, 1 to 25) with its audit risk rating, links to
 * risks of the risk register, and when each was last audited. The annual plan is built from it.
 */

const scoreMessage = 'must be a whole number from 1 to 5';
const ZFactor = z.number({ error: scoreMessage }).int(scoreMessage).min(1, scoreMessage).max(5, scoreMessage);

export const ZAuditRiskLevel = z.enum(AUDIT_FINDING_LEVELS);

const ZPerson = z.object({ employeeId: ZId, fullName: z.string() });

export const ZAuditProcessSchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  businessUnit: z.object({ id: ZId, name: z.string() }),
  owner: ZPerson.nullable(),
  likelihood: z.number().int(),
  impact: z.number().int(),
  riskScore: z.number().int(),
  riskLevel: ZAuditRiskLevel,
  /** its position in the company's universe, riskiest first */
  rank: z.number().int(),
  /** linked risks of the risk register (management register) that still exist */
  risks: z.array(z.object({ id: ZId, title: z.string() })),
  lastAuditedDate: ZDay.nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TAuditProcess = z.infer<typeof ZAuditProcessSchema>;

const processFields = {
  name: ZName('name'),
  description: z
    .string()
    .trim()
    .max(2000, 'description must be at most 2000 characters')
    .optional()
    .transform((v) => v || null),
  businessUnitId: ZId,
  ownerId: ZId.nullable().optional(),
  likelihood: ZFactor,
  impact: ZFactor,
  riskIds: z.array(ZId).max(50, 'link at most 50 risks').default([]),
  lastAuditedDate: ZDay.nullable().optional(),
};
export const ZAddAuditProcessRequestSchema = z.object(processFields);
export type TAddAuditProcessRequest = z.infer<typeof ZAddAuditProcessRequestSchema>;
export const ZUpdateAuditProcessRequestSchema = z.object({ id: ZId, version: ZVersion, ...processFields });
export type TUpdateAuditProcessRequest = z.infer<typeof ZUpdateAuditProcessRequestSchema>;

/** A page of the universe, riskiest first (the stored rank key's order), optionally of one unit. */
export const ZListAuditProcessesRequestSchema = ZPageQuery.extend({ businessUnitId: ZId.optional() });
export type TListAuditProcessesRequest = z.infer<typeof ZListAuditProcessesRequestSchema>;
