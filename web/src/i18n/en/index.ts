import platform from './platform';
import shell from './shell';

/** Every namespace in English; a feature adds its namespace here and in i18n/resources.d.ts. */
const en = { shell, platform } as const;
export default en;
