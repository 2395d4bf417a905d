import employeeScorecards from './employee-scorecards';
import organisation from './organisation';
import people from './people';
import planning from './planning';
import platform from './platform';
import reports from './reports';
import risk from './risk';
import scorecards from './scorecards';
import shell from './shell';

export default {
  shell,
  platform,
  organisation,
  people,
  planning,
  reports,
  scorecards,
  risk,
  employeeScorecards,
};
