import organisation from './organisation';
import people from './people';
import planning from './planning';
import platform from './platform';
import reports from './reports';
import scorecards from './scorecards';
import shell from './shell';

export default { shell, platform, organisation, people, planning, reports, scorecards };
