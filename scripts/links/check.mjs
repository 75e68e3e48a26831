// `node scripts/links/check.mjs` (part of `npm run lint`): every relative link in README.md and docs/**/*.md must
// resolve. The file or folder it names exists inside the repository; a `#anchor` names a heading of the target
// Markdown file as GitHub slugs it (or an HTML id), or a line of a source file (`#L12`, `#L12-L20`); and every
// docs file is linked from the README, which is the index of the docs. External links (http:, mailto:) are not
// followed: the check runs offline. Prints each broken link with its file and line, and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer } from 'marked';

const INDEX = 'README.md';
const DOCS_DIR = 'docs';

/** README.md and every Markdown file under docs/, as repository-relative paths with `/`. */
export function markdownFiles(root) {
  const files = existsSync(join(root, INDEX)) ? [INDEX] : [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, DOCS_DIR))) walk(DOCS_DIR);
  return files.sort((a, b) => (a === INDEX ? -1 : b === INDEX ? 1 : a.localeCompare(b)));
}

/** Calls `visit` on every token below `tokens`: inline ones, list items and table cells included. */
function walkTokens(tokens, visit) {
  for (const token of tokens) {
    visit(token);
    // A table's `header` is its list of cells; a cell's `header` is a flag.
    for (const children of [token.tokens, token.items, token.header, ...(token.rows ?? [])]) {
      if (Array.isArray(children)) walkTokens(children, visit);
    }
  }
}

/** The text a reader sees in a heading (GitHub slugs the rendered text, without markup or HTML tags). */
function plainText(tokens) {
  return tokens
    .map((token) => {
      if (token.type === 'html') return '';
      if (token.tokens) return plainText(token.tokens);
      return token.text ?? '';
    })
    .join('');
}

const HTML_ID = /\s(?:id|name)\s*=\s*["']([^"']+)["']/g;

/** The anchors a Markdown text offers: GitHub's heading slugs (a repeated heading gets -1, -2…) and HTML ids. */
export function anchorsOf(markdown) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  walkTokens(new Lexer({ gfm: true }).lex(markdown), (token) => {
    if (token.type === 'heading') anchors.add(slugger.slug(plainText(token.tokens)));
    if (token.type === 'html') for (const [, id] of token.raw.matchAll(HTML_ID)) anchors.add(id);
  });
  return anchors;
}

const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

/** Every link of a Markdown text (not those inside code), with the line it starts on. */
export function linksOf(markdown) {
  const links = [];
  let offset = 0;
  for (const block of new Lexer({ gfm: true }).lex(markdown)) {
    const start = offset;
    offset += block.raw.length;
    let cursor = start;
    const record = (href, raw) => {
      // A link's raw text is normally found verbatim in its block; if not (an escaped `|` in a table cell), the
      // block's first line is the best line to name.
      const at = markdown.indexOf(raw, cursor);
      const found = at >= start && at < offset;
      if (found) cursor = at + raw.length;
      links.push({ href, line: lineAt(markdown, found ? at : start) });
    };
    if (block.type === 'def') record(block.href, block.raw);
    walkTokens([block], (token) => {
      if (token.type === 'link' || token.type === 'image') record(token.href, token.raw);
    });
  }
  return links;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const LINE_ANCHOR = /^L(\d+)(?:-L(\d+))?$/;

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The broken links of `files` (repository-relative paths) under `root`, each as
 * "file:line: collegamento rotto "href": reason", plus every docs file the README does not link.
 */
export function checkLinks(root, files = markdownFiles(root)) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  const linkedFromIndex = new Set();
  let checked = 0;

  for (const file of files) {
    const source = join(root, file);
    for (const { href, line } of linksOf(readFileSync(source, 'utf8'))) {
      if (!href || EXTERNAL.test(href)) continue;
      checked++;
      const fail = (reason) => problems.push(`${file}:${line}: collegamento rotto "${href}": ${reason}`);
      const hash = href.indexOf('#');
      const pathPart = decode(hash === -1 ? href : href.slice(0, hash));
      const anchor = hash === -1 ? null : decode(href.slice(hash + 1));
      // Like GitHub: a path starting with / is taken from the repository root.
      const target =
        pathPart === '' ? source : resolve(pathPart.startsWith('/') ? root : dirname(source), `.${sep}${pathPart}`);
      const shown = relative(root, target).split(sep).join('/');
      if (shown === '..' || shown.startsWith('../')) {
        fail('punta fuori dal repository (su GitHub non si apre)');
        continue;
      }
      if (!existsSync(target)) {
        fail(`il file ${shown} non esiste`);
        continue;
      }
      if (file === INDEX) linkedFromIndex.add(shown);
      if (anchor === null || anchor === '') continue;
      if (statSync(target).isDirectory()) {
        fail(`${shown} è una cartella: un'ancora non vi porta da nessuna parte`);
      } else if (extname(target) === '.md') {
        if (!anchorsIn(target).has(anchor)) fail(`${shown} non ha un titolo con l'ancora #${anchor}`);
      } else {
        const lines = LINE_ANCHOR.exec(anchor);
        const text = readFileSync(target, 'utf8');
        const total = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
        if (!lines) fail(`in ${shown}, che non è Markdown, valgono solo ancore di riga come #L12 o #L12-L20`);
        else if (Number(lines[2] ?? lines[1]) > total) fail(`${shown} ha solo ${total} righe`);
      }
    }
  }

  if (files.includes(INDEX)) {
    for (const file of files) {
      if (file !== INDEX && !linkedFromIndex.has(file)) problems.push(`${file}: non è collegato da ${INDEX}`);
    }
  }
  return { problems, checked };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = markdownFiles(process.cwd());
  const { problems, checked } = checkLinks(process.cwd(), files);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    const count = problems.length === 1 ? '1 problema' : `${problems.length} problemi`;
    console.error(`\n${count} nei collegamenti di ${INDEX} e ${DOCS_DIR}/ (scripts/links/check.mjs).`);
    process.exit(1);
  }
  console.log(`Collegamenti verificati: ${checked} in ${files.length} file, nessuno rotto.`);
}
