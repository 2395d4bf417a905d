import organisation from './organisation';
import people from './people';
import platform from './platform';
import shell from './shell';

export default { shell, platform, organisation, people };
