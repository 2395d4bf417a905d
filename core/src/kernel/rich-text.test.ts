import { describe, expect, it } from 'vitest';
import { plainToRichText, richTextWords, sanitiseRichText } from './rich-text';

describe('sanitiseRichText', () => {
  it.each([
    [
      'keeps the editor’s formatting',
      '<p><strong>Agreed</strong> and <em>noted</em></p>',
      '<p><strong>Agreed</strong> and <em>noted</em></p>',
    ],
    ['keeps lists', '<ol><li>One</li><li>Two</li></ol>', '<ol><li>One</li><li>Two</li></ol>'],
    ['drops a script with what it holds', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['drops a style with what it holds', '<style>p{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['drops event handlers and styles', '<p onclick="x()" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['unwraps unknown tags, keeping their text', '<div><img src=x onerror=alert(1)>Hi</div>', '<p>Hi</p>'],
    [
      'drops a javascript: link target',
      '<a href="javascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'opens links in a new tab without an opener',
      '<p><a href="https://example.com" target="_self">site</a></p>',
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
    ],
    ['puts loose text in a paragraph', 'Scope agreed', '<p>Scope agreed</p>'],
    ['answers nothing for markup without words', '<p><br></p>', ''],
    ['answers nothing for nothing', '  ', ''],
  ])('%s', async (_name, html, clean) => {
    expect(await sanitiseRichText(html)).toBe(clean);
  });

  it('gives the same answer for its own output (idempotent)', async () => {
    const once = await sanitiseRichText(
      '<p>a <b>b</b></p><ul><li>c</li></ul><a href="mailto:x@example.com">m</a>',
    );
    expect(await sanitiseRichText(once)).toBe(once);
  });
});

describe('plainToRichText', () => {
  it('escapes every character that could be markup and makes each line a paragraph', () => {
    expect(plainToRichText('Scope <b>agreed</b> & "noted"\n\nNext: week 2')).toBe(
      '<p>Scope &lt;b&gt;agreed&lt;/b&gt; &amp; &quot;noted&quot;</p><p>Next: week 2</p>',
    );
  });

  it('keeps the words', async () => {
    expect(await richTextWords(plainToRichText("<script>alert('x')</script>"))).toBe(
      "&lt;script&gt;alert('x')&lt;/script&gt;",
    );
  });
});
