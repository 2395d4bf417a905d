import { FAMILIES } from '@stratum/contracts';
import { handler as auth } from './auth';
import { handler as company } from './company';
import { handler as logoUpload } from './logo-upload';
import { handler as module } from './module';
import { handler as openapi } from './openapi';
import { handler as userManual } from './user-manual';

/** Every family's Lambda handler by family name, for the local server and the tests. */
export const HANDLERS = {
  auth,
  company,
  'logo-upload': logoUpload,
  module,
  'user-manual': userManual,
} as const;
export const OPENAPI_HANDLER = openapi;

const missing = FAMILIES.filter((f) => !(f in HANDLERS));
if (missing.length > 0) throw new Error(`families without a handler: ${missing.join(', ')}`);
