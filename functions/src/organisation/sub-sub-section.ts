import { unitFamily } from './unit-family';

export const handler = unitFamily('sub-sub-section');
