import DOMPurify, { type Config } from 'dompurify';
import { marked } from 'marked';

/**
 * The one sanitiser of user-written rich text (docs/security.md, "Rich text"). An allow-list of harmless tags:
 * no <style>, forms, inputs, buttons, frames, objects, SVG or images, no style or event attributes, and links
 * only to http(s) and mailto, opened in a new tab without referrer, opener or search-engine credit.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const ALLOWED = new Set(ALLOWED_TAGS);
const ALLOWED_ATTR = new Set(['href', 'title', 'start', 'align']);
/** Dropped with everything inside; any other unknown element is unwrapped and keeps its text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'textarea',
  'button',
  'input',
  'noscript',
  'title',
  'head',
]);
const SAFE_URL = /^(?:https?:|mailto:)/i;
const LINK_REL = 'noopener noreferrer nofollow';

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
  KEEP_CONTENT: true,
};

/**
 * The allow-list enforced again by a plain walk over the parsed tree, after DOMPurify: it does not depend on
 * the DOM implementation's NodeIterator (happy-dom's lets elements through), and it sets the link attributes.
 */
function enforce(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED.has(tag)) {
      if (!DROPPED_WITH_CONTENT.has(tag)) {
        enforce(element);
        element.replaceWith(...element.childNodes);
      } else element.remove();
      continue;
    }
    for (const { name, value } of [...element.attributes]) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a URL scheme.
      const url = value.replace(/[\s\u0000-\u001f]/g, '');
      if (!ALLOWED_ATTR.has(name) || (name === 'href' && !SAFE_URL.test(url))) element.removeAttribute(name);
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      element.setAttribute('rel', LINK_REL);
      element.setAttribute('target', '_blank');
    }
    enforce(element);
  }
}

/** User HTML reduced to the allow-list above. */
export function sanitizeRichText(html: string): string {
  // A <template> parses without running or loading anything.
  const template = document.createElement('template');
  template.innerHTML = DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  enforce(template.content);
  return template.innerHTML;
}

/** User Markdown (task and project descriptions) rendered with marked, then sanitised. */
export function renderMarkdown(source: string): string {
  return sanitizeRichText(marked.parse(source, { async: false, gfm: true, breaks: true }));
}
