import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MAX_TIME = 2 ** 48 - 1;

const encode = (n: number, length: number): string => {
  let out = '';
  let rest = n;
  for (let i = 0; i < length; i++) {
    out = CROCKFORD[rest % 32]! + out;
    rest = Math.floor(rest / 32);
  }
  return out;
};

/**
 * Ids for the rows of one upload, shaped like ULIDs (26 Crockford characters) but ordered for the
 * staging list: the time part counts down, so a later upload sorts before an earlier one, and the
 * last part is the row's place in the file, so an upload's rows keep the file's order. One key
 * order is then "newest upload first, rows as in the file", with no sort.
 */
export const stagedIds = (uploadedAt: Date, count: number): string[] => {
  const upload = `${encode(MAX_TIME - uploadedAt.getTime(), 10)}${Array.from(randomBytes(10), (b) => CROCKFORD[b % 32]).join('')}`;
  return Array.from({ length: count }, (_, i) => `${upload}${encode(i, 6)}`);
};
