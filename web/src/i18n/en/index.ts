import organisation from './organisation';
import people from './people';
import platform from './platform';
import shell from './shell';

/** Every namespace in English; a feature adds its namespace here and in i18n/resources.d.ts. */
const en = { shell, platform, organisation, people } as const;
export default en;
