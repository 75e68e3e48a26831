import sanitizeHtml from 'sanitize-html';

/**
 * The server's one sanitiser of rich text written by users (news, later forum replies and messages; docs/security.md,
 * "Rich text"): what is stored is what this keeps, never the HTML as sent. An allow-list of harmless tags —
 * paragraphs, emphasis, lists, headings, quotes, code, tables, links and images from this portal's own files — with
 * no style, class or event attribute, no script, style, form, frame, object or SVG (their content goes too), and
 * links only to http(s) and mailto, opened in a new tab without referrer, opener or search-engine credit.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // What is not allowed goes with its content when the content is code or markup, keeps its text otherwise.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math', 'template'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/api\/files\/[0-9a-f-]{36}$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};
// The transform adds target and rel after the attribute filter has run: allow them on links.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as object), a: ['href', 'target', 'rel'] };

/** The allowed part of `html`: safe to store and to show. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of sanitised HTML, blocks separated by spaces, for search and summaries. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
