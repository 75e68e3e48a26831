import { type AuditEntry, auditDetailLines } from '@portale/shared';
import { SECURITY_TEXT } from '../strings';

const TEXT = SECURITY_TEXT.audit;
/** Lines shown before the rest folds under "altri N". */
const SHOWN = 4;

/** An entry's details as a person reads them: each changed field as old → new, then the facts it recorded. */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const lines = auditDetailLines(entry.details);
  if (lines.length === 0) return <>—</>;
  const render = (line: (typeof lines)[number], index: number) => (
    <li key={index} className="break-words">
      <span className="text-slate-600 dark:text-slate-400">{line.label}: </span>
      {line.kind === 'change' ? (
        <>
          <del className="text-slate-600 no-underline dark:text-slate-400">{line.from}</del>
          <span aria-hidden="true"> → </span>
          <span className="sr-only">{`${TEXT.becomes} `}</span>
          <ins className="font-medium text-slate-900 no-underline dark:text-white">{line.to}</ins>
        </>
      ) : (
        <span className="text-slate-900 dark:text-white">{line.value}</span>
      )}
    </li>
  );
  return (
    <div className="max-w-72 text-xs whitespace-normal">
      <ul className="flex flex-col gap-0.5">{lines.slice(0, SHOWN).map(render)}</ul>
      {lines.length > SHOWN && (
        <details className="mt-1">
          <summary className="cursor-pointer text-blue-700 dark:text-blue-300">
            {TEXT.more(lines.length - SHOWN)}
          </summary>
          <ul className="mt-0.5 flex flex-col gap-0.5">
            {lines.slice(SHOWN).map((line, i) => render(line, i + SHOWN))}
          </ul>
        </details>
      )}
    </div>
  );
}
