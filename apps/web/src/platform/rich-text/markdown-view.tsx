import { useMemo } from 'react';
import { cx } from '@/ui/cx';
import { renderMarkdown } from './sanitize';

/** Typography for rendered Markdown, without a plugin: lists, headings, code, links, quotes. */
const PROSE = cx(
  'text-sm leading-relaxed break-words text-slate-800 dark:text-slate-200',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_h1]:mt-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold',
  '[&_a]:text-primary-700 [&_a]:underline dark:[&_a]:text-primary-300',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.8125rem] dark:[&_code]:bg-slate-800',
  '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 dark:[&_blockquote]:border-slate-600 dark:[&_blockquote]:text-slate-300',
  '[&_table]:my-2 [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700',
  '[&>*:first-child]:mt-0',
);

export type MarkdownViewProps = { source: string; className?: string };

/** Markdown written by users, rendered through the one sanitiser. */
export function MarkdownView({ source, className }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the one sanitiser, sanitizeRichText.
  return <div className={cx(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
