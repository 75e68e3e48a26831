import type { ParsedText } from '../protocol';

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/**
 * Every page's text in order, through unpdf (pdf.js built to run without a browser or a nested worker). Stops
 * reading pages once `maxChars` are gathered. Scripting, fonts and eval are off: only the text operators matter.
 */
export async function parsePdf(bytes: Uint8Array, maxChars: number): Promise<ParsedText> {
  const { getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(bytes, {
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    // Errors only: pdf.js's warnings about odd PDFs would otherwise reach the server's output.
    verbosity: 0,
  });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      if (length > maxChars) return { text: pages.join('\n\n'), stoppedEarly: true, pageCount: document.numPages };
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItemLike[])
        .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      length += text.length + 2;
    }
    return { text: pages.join('\n\n'), pageCount: document.numPages };
  } finally {
    await document.destroy();
  }
}
