import { FAMILIES } from '@stratum/contracts';
import { handler as actingSupervisor } from './acting-supervisor';
import { handler as auth } from './auth';
import { handler as businessUnit } from './business-unit';
import { handler as company } from './company';
import { handler as department } from './department';
import { handler as division } from './division';
import { handler as employee } from './employee';
import { handler as logoUpload } from './logo-upload';
import { handler as module } from './module';
import { handler as openapi } from './openapi';
import { handler as section } from './section';
import { handler as subSection } from './sub-section';
import { handler as subSubSection } from './sub-sub-section';
import { handler as userManual } from './user-manual';

/** Every family's Lambda handler by family name, for the local server and the tests. */
export const HANDLERS = {
  'acting-supervisor': actingSupervisor,
  auth,
  'business-unit': businessUnit,
  company,
  department,
  division,
  employee,
  'logo-upload': logoUpload,
  module,
  section,
  'sub-section': subSection,
  'sub-sub-section': subSubSection,
  'user-manual': userManual,
} as const;
export const OPENAPI_HANDLER = openapi;

const missing = FAMILIES.filter((f) => !(f in HANDLERS));
if (missing.length > 0) throw new Error(`families without a handler: ${missing.join(', ')}`);
