import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Task descriptions are Markdown written by users: rendered with marked, then sanitised (no scripts, no handlers). */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
