import { describe, expect, it } from 'vitest';
import bn from './bn';
import de from './de';
import en from './en';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A key with its plural suffix dropped: languages need different plural forms of one text. */
const stem = (key: string) => key.replace(PLURAL, '');

/** Every namespace the English index exports: bn and de translate each in full, key by key. */
const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

describe.each([
  ['bn', bn],
  ['de', de],
])('the %s translation', (_language, translation) => {
  describe.each(NAMESPACES)('of %s', (ns) => {
    const english = leaves(en[ns] as unknown as Tree);
    const translated = leaves(((translation as Record<string, unknown>)[ns] ?? {}) as Tree);
    const stems = (keys: Iterable<string>) => [...new Set([...keys].map(stem))].sort();

    it('has every English key, and no other', () => {
      expect(stems(translated.keys())).toEqual(stems(english.keys()));
      // A plural text keeps its catch-all form, which i18next falls back to in every language.
      for (const key of english.keys())
        if (PLURAL.test(key)) expect([key, translated.has(`${stem(key)}_other`)]).toEqual([key, true]);
    });

    it('has no empty text', () => {
      expect([...translated].filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it('keeps each text’s placeholders', () => {
      // A form a language adds (bn or de `_few`) answers to its English catch-all, `_other`.
      const source = (key: string) => english.get(key) ?? english.get(`${stem(key)}_other`) ?? '';
      // A singular form may spell the number out rather than show {{count}}.
      const kept = (key: string, text: string) =>
        placeholders(text).filter((p) => !(p === 'count' && /_(zero|one|two)$/.test(key)));
      for (const [key, text] of translated)
        expect([key, kept(key, text)]).toEqual([key, kept(key, source(key))]);
    });
  });
});

describe('the English shell', () => {
  it('names every catalogue module as the contracts do', async () => {
    const { MODULES } = await import('@stratum/contracts');
    for (const m of MODULES) {
      expect(en.shell.modules[m.key].name).toBe(m.name);
      expect(en.shell.modules[m.key].description).toBe(m.description);
    }
  });
});

describe('namespaces', () => {
  it('declares every English namespace to i18next, so each feature’s text is found once loaded', async () => {
    const { NAMESPACES } = await import('../lib/i18n');
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });
});
