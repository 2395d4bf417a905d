import { qaFamily } from './qa-family';

export const handler = qaFamily('performance');
