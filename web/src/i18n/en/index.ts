import organisation from './organisation';
import people from './people';
import planning from './planning';
import platform from './platform';
import reports from './reports';
import scorecards from './scorecards';
import shell from './shell';

/** Every namespace in English; a feature adds its namespace here and in i18n/resources.d.ts. */
const en = { shell, platform, organisation, people, planning, reports, scorecards } as const;
export default en;
