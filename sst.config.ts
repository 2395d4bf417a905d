import type { SSTConfig } from 'sst';
import { Alerts } from './stacks/Alerts';
import { Api } from './stacks/Api';
import { Auth } from './stacks/Auth';
import { Email } from './stacks/Email';
import { Mailer } from './stacks/Mailer';
import { Monitoring } from './stacks/Monitoring';
import { suppressSstInternals } from './stacks/nag';
import { Reminders } from './stacks/Reminders';
import { isPersistentStage } from './stacks/settings';
import { Storage } from './stacks/Storage';
import { Web } from './stacks/Web';

export default {
  config(_input) {
    return { name: 'stratum', region: 'us-east-1' };
  },
  stacks(app) {
    // Throwaway stages (personal, test, PR) are removed with their data; otherwise the retained
    // table keeps its fixed name and blocks redeploying the stage. Persistent stages (prod,
    // staging: stacks/settings.ts) retain and protect theirs (stacks/Storage.ts).
    if (!isPersistentStage(app.stage)) app.setDefaultRemovalPolicy('destroy');

    // Function logs are kept 90 days where the data persists, 14 days on throwaway stages.
    app.setDefaultFunctionProps({
      logRetention: isPersistentStage(app.stage) ? 'three_months' : 'two_weeks',
    });

    // Order matters: each stack `use()`s the ones before it (ARCHITECTURE §2).
    app
      .stack(Alerts)
      .stack(Storage)
      .stack(Auth)
      .stack(Email)
      .stack(Api)
      .stack(Mailer)
      .stack(Reminders)
      .stack(Web)
      .stack(Monitoring);
    suppressSstInternals(app);
  },
} satisfies SSTConfig;
