/**
 * The extraction worker, a child process started by pool.ts: gathers one job's bytes, parses them and answers with
 * the cleaned text (or, for a thumbnail job, a small WebP picture of the file). Parsing here keeps pdf.js and the zip readers off the server's event loop, and a document that
 * crashes them or exhausts this process's memory cap ends this process, never the server.
 * Built as its own entry (apps/server/build.mjs → dist/extract-worker.js); under tsx and Vitest run from source.
 */
import { capText, cleanText } from './clean';
import { parserFor } from './formats';
import { parseDocx, parseOdf, parsePptx, parseXlsx } from './parsers/office';
import { parsePdf } from './parsers/pdf';
import { parseText } from './parsers/text';
import { renderThumbnail } from './parsers/thumbnail';
import type { FromWorker, JobTask, ParsedText, ToWorker } from './protocol';

interface Job {
  id: number;
  task: JobTask;
  mimeType: string;
  maxChars: number;
  chunks: Uint8Array[];
  size: number;
}

let job: Job | null = null;

/** One plain Uint8Array (pdf.js refuses a Buffer, which is what the channel delivers). */
function joined(chunks: Uint8Array[], size: number): Uint8Array {
  const only = chunks.length === 1 ? chunks[0]! : null;
  if (only) return new Uint8Array(only.buffer, only.byteOffset, only.length);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

async function parse(bytes: Uint8Array, mimeType: string, maxChars: number, cut: boolean): Promise<ParsedText> {
  switch (parserFor(mimeType)) {
    case 'text':
      return parseText(bytes, cut);
    case 'pdf':
      return parsePdf(bytes, maxChars);
    case 'docx':
      return parseDocx(bytes);
    case 'odf':
      return parseOdf(bytes);
    case 'pptx':
      return parsePptx(bytes);
    case 'xlsx':
      return parseXlsx(bytes);
    default:
      throw new Error(`no parser for ${mimeType}`);
  }
}

async function finish(current: Job, cut: boolean): Promise<FromWorker> {
  const bytes = joined(current.chunks, current.size);
  current.chunks = [];
  try {
    if (current.task === 'thumbnail') {
      const thumbnail = await renderThumbnail(bytes, current.mimeType);
      return { id: current.id, state: 'thumbnail', ...thumbnail };
    }
    const parsed = await parse(bytes, current.mimeType, current.maxChars, cut);
    const capped = capText(cleanText(parsed.text), current.maxChars);
    const truncated = capped.truncated || parsed.stoppedEarly === true;
    const result: FromWorker = { id: current.id, state: 'done', text: capped.text, truncated };
    if (parsed.pageCount !== undefined) result.pageCount = parsed.pageCount;
    return result;
  } catch (error) {
    return { id: current.id, state: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

const reply = (result: FromWorker) => process.send?.(result);

// The server is gone (or stopped this worker): nothing is left to answer to.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'start':
      job = {
        id: message.id,
        task: message.task,
        mimeType: message.mimeType,
        maxChars: message.maxChars,
        chunks: [],
        size: 0,
      };
      return;
    case 'chunk':
      if (job?.id !== message.id) return;
      job.chunks.push(message.bytes);
      job.size += message.bytes.length;
      return;
    case 'cancel':
      if (job?.id === message.id) job = null;
      return;
    case 'end': {
      if (job?.id !== message.id) return;
      const current = job;
      job = null;
      void finish(current, message.cut).then(reply);
      return;
    }
  }
});
