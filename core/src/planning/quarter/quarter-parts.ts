import { AppError } from '../../kernel/errors';
import type { QuarterItem } from '../entities/quarter';

export const checkVersion = (q: QuarterItem, version: number) => {
  if (q.version !== version) {
    throw new AppError(
      'CONFLICT',
      'This quarter was changed by someone else since you opened it. Reload it and try again.',
    );
  }
};

export const label = (quarter: number) => `Q${quarter + 1}`;
