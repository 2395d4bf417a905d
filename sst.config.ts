import type { SSTConfig } from 'sst';
import { Api } from './stacks/Api';
import { Auth } from './stacks/Auth';
import { Email } from './stacks/Email';
import { Mailer } from './stacks/Mailer';
import { suppressSstInternals } from './stacks/nag';
import { Reminders } from './stacks/Reminders';
import { Storage } from './stacks/Storage';
import { Web } from './stacks/Web';

/** Stages whose data must outlive `sst remove`. */
const PERSISTENT_STAGES = new Set(['prod']);

export default {
  config(_input) {
    return { name: 'stratum', region: 'us-east-1' };
  },
  stacks(app) {
    // Throwaway stages (personal, test, PR) are removed with their data; otherwise the retained
    // table keeps its fixed name and blocks redeploying the stage. Prod keeps CDK's retain default.
    if (!PERSISTENT_STAGES.has(app.stage)) app.setDefaultRemovalPolicy('destroy');

    // Function logs are kept 90 days where the data persists, 14 days on throwaway stages.
    app.setDefaultFunctionProps({
      logRetention: PERSISTENT_STAGES.has(app.stage) ? 'three_months' : 'two_weeks',
    });

    // Order matters: each stack `use()`s the ones before it (ARCHITECTURE §2).
    app.stack(Storage).stack(Auth).stack(Email).stack(Api).stack(Mailer).stack(Reminders).stack(Web);
    suppressSstInternals(app);
  },
} satisfies SSTConfig;
