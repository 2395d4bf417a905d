/** spec §9 audit rating colours (red, amber, green from the rating palette). */
export const COLOUR_HEX: Record<string, string> = {
  red: '#EF4444',
  amber: '#F59E0B',
  green: '#10B981',
  'dark green': '#065F46',
  'dark blue': '#003473',
  yellow: '#EAB308',
};

/** A colour's swatch beside its name. */
export const ColourSwatch = ({ colour, label }: { colour: string | null; label: string }) =>
  colour ? (
    <span className="audit-colour">
      <span className="audit-colour-dot" style={{ background: COLOUR_HEX[colour] }} aria-hidden="true" />
      {label}
    </span>
  ) : (
    <>—</>
  );
