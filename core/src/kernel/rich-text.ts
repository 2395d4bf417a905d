import type SanitizeHtml from 'sanitize-html';

/**
 * sanitize-html (with its HTML parser and entity tables, about a third of a family's bundle) loads
 * with the first rich text written: only the calls that write it need it. CommonJS: the
 * namespace's `default` is the function, under Node and a bundle alike.
 */
const loadSanitizer = async (): Promise<typeof SanitizeHtml> => {
  const mod = (await import('sanitize-html')) as unknown as { default?: typeof SanitizeHtml };
  return mod.default ?? (mod as unknown as typeof SanitizeHtml);
};

/** The tags rich text keeps: what the web's rich-text editor writes, and a little more. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'a',
  'span',
];

/**
 * Rich text reduced to the allow-list: paragraphs, line breaks, emphasis, lists, quotes, headings
 * and links (http, https, mailto; opened in a new tab without an opener). Scripts and styles are
 * dropped with what they hold, event handlers and every other attribute are dropped, other tags
 * are unwrapped (their text kept). Review notes and comments are stored as this.
 */
export const sanitiseHtml = async (html: string): Promise<string> => {
  const sanitizeHtml = await loadSanitizer();
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  }).trim();
};

/**
 * Rich text as the editor writes it, through `sanitiseHtml`; markup with no words is '', and text
 * outside any block is put in a paragraph, so stored rich text is '' or starts with a tag.
 */
export const sanitiseRichText = async (html: string): Promise<string> => {
  const clean = await sanitiseHtml(html);
  if (clean === '' || (await richTextWords(clean)) === '') return '';
  return clean.startsWith('<') ? clean : `<p>${clean}</p>`;
};

/** The words of rich text (markup with no words is no text). */
export const richTextWords = async (html: string): Promise<string> =>
  (await loadSanitizer())(html, { allowedTags: [], allowedAttributes: {} }).trim();

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Plain text as rich text: every character escaped, each line a paragraph. For text stored before
 * a field became rich text, so it is shown as the words it was, never read as markup.
 */
export const plainToRichText = (text: string): string =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
