import { describe, expect, it } from 'vitest';
import { FIGURE_CARD_MAX_FIGURES, figureCardSvg, labelLines, xmlText } from './figure-card-svg';

const card = {
  title: 'Risk at Acme',
  subtitle: 'Risk Management',
  figures: [
    { label: 'Open high and extreme risks', value: 3, tone: 'alert' as const },
    { label: 'Overdue mitigations', value: 0 },
  ],
  footer: 'Stratum · 29 Nov 2026, 05:50 UTC',
};

describe('figureCardSvg', () => {
  it('draws the title, each figure over its label and the footer', () => {
    const svg = figureCardSvg(card);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Risk at Acme</title>');
    expect(svg).toMatch(/fill="#b42318">3<\/text>/);
    expect(svg).toMatch(/fill="#1f2937">0<\/text>/);
    expect(svg).toContain('>Open high and extreme</text>');
    expect(svg).toContain('>risks</text>');
    expect(svg).toContain('Stratum · 29 Nov 2026, 05:50 UTC');
  });

  it('escapes every string, so a title cannot add markup or script', () => {
    const svg = figureCardSvg({ ...card, title: '<script>alert(1)</script> & "x"' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });

  it('widens with the figures and shows at most six', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ label: `F${i}`, value: i }));
    const svg = figureCardSvg({ ...card, figures: many });
    expect(svg.match(/font-size="40"/g)).toHaveLength(FIGURE_CARD_MAX_FIGURES);
    expect(svg).toContain(`width="${24 * 2 + 6 * 180}"`);
    expect(figureCardSvg({ ...card, figures: [] })).toContain('width="360"');
  });
});

describe('labelLines', () => {
  it.each([
    ['Overdue mitigations', ['Overdue mitigations']],
    ['Open high and extreme risks', ['Open high and extreme', 'risks']],
    ['Arbeitspapiere zur Durchsicht', ['Arbeitspapiere zur', 'Durchsicht']],
    ['one two three four five six seven eight nine ten', ['one two three four', 'five six seven eight…']],
    ['Überfälligkeitsmaßnahmenverzeichnisse', ['Überfälligkeitsmaßnah…']],
  ])('%j → %j', (label, lines) => expect(labelLines(label)).toEqual(lines));
});

describe('xmlText', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ["it's", 'it&apos;s'],
    ['tab\u0007bell', 'tabbell'],
    ['ঝুঁকি', 'ঝুঁকি'],
  ])('%j → %j', (input, out) => expect(xmlText(input)).toBe(out));
});
