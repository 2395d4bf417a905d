import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZPage, ZPageQuery, ZVersion } from '../common';
import { defineRoute } from '../route';

/**
 * While a supervisor is away, another employee acts for them: approvals that would go to the
 * supervisor go to the acting supervisor from `from` to `to` (both days included).
 */
export const ZActingSupervisorSchema = z.object({
  supervisorId: ZId,
  supervisorName: z.string(),
  actingSupervisorId: ZId,
  actingSupervisorName: z.string(),
  from: ZDay,
  to: ZDay,
  reason: z.string().nullable(),
  /** against today: not started yet, running, or over */
  state: z.enum(['Scheduled', 'Acting', 'Ended']),
  setByName: z.string(),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TActingSupervisor = z.infer<typeof ZActingSupervisorSchema>;

export const ZSetActingSupervisorRequestSchema = z
  .object({
    supervisorId: ZId,
    actingSupervisorId: ZId,
    from: ZDay,
    to: ZDay,
    reason: z
      .string()
      .trim()
      .max(500, 'reason must be at most 500 characters')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    /** the version of the arrangement being replaced; omit when there is none */
    version: ZVersion.optional(),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'must be on or after the start date' })
  .refine((v) => v.supervisorId !== v.actingSupervisorId, {
    path: ['actingSupervisorId'],
    message: 'a supervisor cannot act for themselves',
  });
export type TSetActingSupervisorRequest = z.infer<typeof ZSetActingSupervisorRequestSchema>;

export const getActingSupervisor = defineRoute({
  family: 'acting-supervisor',
  action: 'get',
  method: 'GET',
  path: '/acting-supervisor/get',
  summary: 'Who acts for a supervisor, if anyone (an administrator asks for anyone; others for themselves)',
  input: z.object({ supervisorId: ZId }),
  output: z.object({ item: ZActingSupervisorSchema.nullable() }),
  access: ['employee'],
  errorTitle: 'Get Acting Supervisor Failed',
  mutates: false,
});

export const listActingSupervisors = defineRoute({
  family: 'acting-supervisor',
  action: 'all',
  method: 'GET',
  path: '/acting-supervisor/all',
  summary:
    'Acting arrangements not yet over: all of the company’s for an administrator, one’s own (either side) for others',
  // Not z.coerce.boolean(): that reads the query string "false" as true.
  input: ZPageQuery.extend({ includeEnded: z.union([z.boolean(), z.stringbool()]).default(false) }),
  output: ZPage(ZActingSupervisorSchema),
  access: ['employee'],
  errorTitle: 'Get Acting Supervisor Failed',
  mutates: false,
});

export const setActingSupervisor = defineRoute({
  family: 'acting-supervisor',
  action: 'set',
  method: 'POST',
  path: '/acting-supervisor/set',
  summary: 'Name someone to act for a supervisor between two dates (replaces the current arrangement)',
  input: ZSetActingSupervisorRequestSchema,
  output: z.object({ item: ZActingSupervisorSchema }),
  access: ['employee'],
  errorTitle: 'Set Acting Supervisor Failed',
  mutates: true,
});

export const unsetActingSupervisor = defineRoute({
  family: 'acting-supervisor',
  action: 'unset',
  method: 'POST',
  path: '/acting-supervisor/unset',
  summary: 'End the acting arrangement of a supervisor',
  input: z.object({ supervisorId: ZId, version: ZVersion }),
  output: z.object({ item: z.null() }),
  access: ['employee'],
  errorTitle: 'UnSet Acting Supervisor Failed',
  mutates: true,
});

export const actingSupervisorRoutes = [
  getActingSupervisor,
  listActingSupervisors,
  setActingSupervisor,
  unsetActingSupervisor,
] as const;
