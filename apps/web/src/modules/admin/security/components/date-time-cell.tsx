import { dateAndTime } from '../format';

/** A timestamp on two lines (date, then time), so date columns stay narrow. */
export function DateTimeCell({ iso }: { iso: string }) {
  const [date, time] = dateAndTime(iso);
  return (
    <time dateTime={iso} className="flex flex-col whitespace-nowrap">
      <span>{date}</span>
      <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{time}</span>
    </time>
  );
}
