import { registerFamily } from './risk-register-family';

export const handler = registerFamily('assessment');
