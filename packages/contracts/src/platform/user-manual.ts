import { z } from 'zod';
import { ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { ZModuleKey } from '../modules';
import { defineRoute } from '../route';

export const ZUserManualSchema = z.object({
  id: ZId,
  moduleKey: ZModuleKey,
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TUserManual = z.infer<typeof ZUserManualSchema>;

export const MANUAL_RULE = {
  field: 'document',
  maxBytes: 20 * 1024 * 1024,
  types: ['application/pdf'],
} as const;

export const listUserManuals = defineRoute({
  family: 'user-manual',
  action: 'all',
  method: 'GET',
  path: '/user-manual/all',
  summary: 'User manuals: every one for the owner; for company people, those of their enabled modules',
  input: z.object({ moduleKey: ZModuleKey.optional() }),
  output: z.object({ list: z.array(ZUserManualSchema) }),
  access: ['holder', 'employee'],
  errorTitle: 'Get Manual Failed',
  mutates: false,
});

export const addUserManual = defineRoute({
  family: 'user-manual',
  action: 'add',
  method: 'POST',
  path: '/user-manual/add',
  summary: 'Upload a PDF manual for a module (at most 20 MB)',
  input: z.object({ moduleKey: ZModuleKey, title: ZName('title') }),
  output: z.object({ item: ZUserManualSchema }),
  access: ['holder'],
  errorTitle: 'Add Manual Failed',
  file: MANUAL_RULE,
  mutates: true,
});

export const updateUserManual = defineRoute({
  family: 'user-manual',
  action: 'update',
  method: 'POST',
  path: '/user-manual/update',
  summary: 'Rename a manual or move it to another module',
  input: z.object({ id: ZId, version: ZVersion, moduleKey: ZModuleKey, title: ZName('title') }),
  output: z.object({ item: ZUserManualSchema }),
  access: ['holder'],
  errorTitle: 'Update Manual Failed',
  mutates: true,
});

export const deleteUserManual = defineRoute({
  family: 'user-manual',
  action: 'delete',
  method: 'POST',
  path: '/user-manual/delete',
  summary: 'Remove a manual',
  input: z.object({ id: ZId, version: ZVersion }),
  output: z.object({ id: ZId }),
  access: ['holder'],
  errorTitle: 'Delete Manual Failed',
  mutates: true,
});

export const openUserManual = defineRoute({
  family: 'user-manual',
  action: 'open',
  method: 'GET',
  path: '/user-manual/open',
  summary: 'A short-lived link to read a manual',
  input: z.object({ id: ZId }),
  output: z.object({ url: z.string() }),
  access: ['holder', 'employee'],
  errorTitle: 'Get Manual Failed',
  mutates: false,
});

export const userManualRoutes = [
  listUserManuals,
  addUserManual,
  updateUserManual,
  deleteUserManual,
  openUserManual,
] as const;
