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

describe.each([
  ['bn', bn],
  ['de', de],
])('the %s shell', (_language, translation) => {
  const english = leaves(en.shell as unknown as Tree);
  const translated = leaves(translation.shell as unknown as Tree);

  it('has every English key, and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    expect([...translated].filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keeps each text’s placeholders', () => {
    for (const [key, text] of english)
      expect([key, placeholders(translated.get(key) ?? '')]).toEqual([key, placeholders(text)]);
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

describe.each([
  ['bn', bn],
  ['de', de],
])('the %s feature namespaces', (_language, translation) => {
  const namespaces = Object.keys(en).filter((ns) => ns !== 'shell') as (keyof typeof en)[];

  it.each(namespaces)('%s translates English keys only, keeping their placeholders', (ns) => {
    const english = leaves(en[ns] as unknown as Tree);
    const translated = leaves(((translation as Record<string, unknown>)[ns] ?? {}) as Tree);
    for (const [key, text] of translated) {
      expect([key, english.has(key)]).toEqual([key, true]);
      expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key) ?? '')]);
    }
  });
});

describe('namespaces', () => {
  it('declares every English namespace to i18next, so each feature’s text is found once loaded', async () => {
    const { NAMESPACES } = await import('../lib/i18n');
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });
});
