import { planFamily } from './plan-family';

export const handler = planFamily('operational');
