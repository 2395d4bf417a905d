import shell from './shell';

export default { shell };
