import { scorecardFamily } from './scorecard-family';

export const handler = scorecardFamily('strategic');
