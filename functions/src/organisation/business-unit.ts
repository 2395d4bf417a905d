import { unitFamily } from './unit-family';

export const handler = unitFamily('business-unit');
