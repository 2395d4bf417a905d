import type { TAuditRatingColour } from '@stratum/contracts';
import { Tag } from 'primereact/tag';

/** spec §9 audit rating colours (red, amber, green from the rating palette). */
const HEX: Record<TAuditRatingColour, string> = {
  red: '#EF4444',
  amber: '#F59E0B',
  green: '#10B981',
  'dark green': '#166534',
  'dark blue': '#0B8C8C',
  yellow: '#EAB308',
};
const DARK_TEXT: readonly TAuditRatingColour[] = ['amber', 'yellow'];

/** An opinion rating in its colour. */
export const OpinionRatingTag = ({ name, colour }: { name: string; colour: TAuditRatingColour }) => (
  <Tag
    value={name}
    style={{ background: HEX[colour], color: DARK_TEXT.includes(colour) ? '#1f2937' : '#fff' }}
  />
);
