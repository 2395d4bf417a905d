import platform from './platform';
import shell from './shell';

export default { shell, platform };
