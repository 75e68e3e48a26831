import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkLinks, linksOf } from './check.mjs';

const CHECK = resolve(import.meta.dirname, 'check.mjs');
const roots = [];

/** A throw-away repository holding `files` (path → content). */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'portale-links-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const GUIDE = [
  '# Guide',
  '',
  '## Employee records and _Gestione_ (`/app/personnel/admin`)',
  '',
  '## Notes',
  '',
  '## Notes',
  '',
  '<a id="custom-anchor"></a>',
  '',
].join('\n');

describe('anchors', () => {
  it('slugs headings as GitHub does: rendered text, punctuation dropped, repeats numbered', () => {
    expect([...anchorsOf(GUIDE)]).toEqual([
      'guide',
      'employee-records-and-gestione-apppersonneladmin',
      'notes',
      'notes-1',
      'custom-anchor',
    ]);
  });
});

describe('links', () => {
  it('finds links in text, lists, tables and definitions with their lines, and none inside code', () => {
    const markdown = [
      'See [a](a.md).', // 1
      '', // 2
      '- item [b](b.md#x)', // 3
      '', // 4
      '| col |', // 5
      '| --- |', // 6
      '| [c](c.md) |', // 7
      '', // 8
      '`[not](code.md)`', // 9
      '```', // 10
      '[not](fenced.md)', // 11
      '```', // 12
      '[d][ref]', // 13
      '', // 14
      '[ref]: d.md', // 15
    ].join('\n');
    expect(linksOf(markdown)).toEqual([
      { href: 'a.md', line: 1 },
      { href: 'b.md#x', line: 3 },
      { href: 'c.md', line: 7 },
      { href: 'd.md', line: 13 },
      { href: 'd.md', line: 15 },
    ]);
  });
});

describe('checkLinks', () => {
  const valid = {
    'README.md': [
      '# Portale',
      '',
      '[Guide](docs/guide.md), [its admin section](docs/guide.md#employee-records-and-gestione-apppersonneladmin),',
      '[the second Notes](docs/guide.md#notes-1), [an HTML anchor](docs/guide.md#custom-anchor),',
      '[this file](#portale), [a folder](apps/server), [a line](apps/server/main.ts#L2),',
      '[the site](https://example.com), [mail](mailto:it@example.com).',
    ].join('\n'),
    'docs/guide.md': `${GUIDE}Back to the [README](../README.md#portale) and [the root](/README.md).\n`,
    'apps/server/main.ts': 'one\ntwo\n',
  };

  it('accepts files, folders, heading and HTML anchors, line anchors, and leaves external links alone', () => {
    const root = repo(valid);
    expect(checkLinks(root)).toEqual({ problems: [], checked: 9 });
  });

  it('reports a link to a missing file with its file, line and link', () => {
    const root = repo({ ...valid, 'docs/guide.md': `${GUIDE}\nSee [the API](api.md).\n` });
    expect(checkLinks(root).problems).toEqual([
      'docs/guide.md:11: collegamento rotto "api.md": il file docs/api.md non esiste',
    ]);
  });

  it('reports an unknown anchor, in another file and in the same file', () => {
    const root = repo({
      ...valid,
      'docs/guide.md': `${GUIDE}\n[x](../README.md#installation)\n\n[y](#employee-records)\n`,
    });
    expect(checkLinks(root).problems).toEqual([
      'docs/guide.md:11: collegamento rotto "../README.md#installation": README.md non ha un titolo con l\'ancora #installation',
      'docs/guide.md:13: collegamento rotto "#employee-records": docs/guide.md non ha un titolo con l\'ancora #employee-records',
    ]);
  });

  it('reports links out of the repository, past the end of a source file, or with a heading anchor into code', () => {
    const root = repo({
      ...valid,
      'docs/guide.md': `${GUIDE}\n[a](../../shared/DESIGN.md) [b](../apps/server/main.ts#L9) [c](../apps/server/main.ts#setup)\n`,
    });
    expect(checkLinks(root).problems).toEqual([
      'docs/guide.md:11: collegamento rotto "../../shared/DESIGN.md": punta fuori dal repository (su GitHub non si apre)',
      'docs/guide.md:11: collegamento rotto "../apps/server/main.ts#L9": apps/server/main.ts ha solo 2 righe',
      'docs/guide.md:11: collegamento rotto "../apps/server/main.ts#setup": in apps/server/main.ts, che non è Markdown, valgono solo ancore di riga come #L12 o #L12-L20',
    ]);
  });

  it('reports a docs file the README does not link', () => {
    const root = repo({ ...valid, 'docs/orphan.md': '# Orphan\n' });
    expect(checkLinks(root).problems).toEqual(['docs/orphan.md: non è collegato da README.md']);
  });

  it('fails the command (and so npm run lint) naming the file, line and link', () => {
    const root = repo({ ...valid, 'README.md': `${valid['README.md']}\n\n[Broken](docs/guide.md#nowhere)\n` });
    let failure;
    try {
      execFileSync(process.execPath, [CHECK], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error;
    }
    expect(failure?.status).toBe(1);
    expect(failure.stderr).toContain(
      'README.md:8: collegamento rotto "docs/guide.md#nowhere": docs/guide.md non ha un titolo con l\'ancora #nowhere',
    );
    expect(execFileSync(process.execPath, [CHECK], { cwd: repo(valid), encoding: 'utf8' })).toContain('nessuno rotto');
  });
});
