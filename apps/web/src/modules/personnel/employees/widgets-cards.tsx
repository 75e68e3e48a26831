import { Link } from '@tanstack/react-router';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { useBirthdays } from './api/birthdays';
import { useNewColleagues } from './api/new-colleagues';
import { formatDate, formatDayMonth } from './format';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.widgets;

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {text}
    </p>
  );
}

function Person({ id, name, detail, avatar }: { id: string; name: string; detail: string; avatar: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={avatar} size="sm" decorative />
      <div className="min-w-0">
        <Link
          to="/app/personnel/$personId"
          params={{ personId: id }}
          className="block truncate font-medium text-slate-900 hover:underline dark:text-white"
        >
          {name}
        </Link>
        {detail && <p className="truncate text-xs text-slate-600 dark:text-slate-400">{detail}</p>}
      </div>
    </div>
  );
}

/** Dashboard card "Compleanni della settimana": only colleagues who share their birthday, day and month only. */
export function BirthdaysWidget() {
  const { data } = useBirthdays();
  if (data.length === 0) return <Empty text={TEXT.noBirthdays} />;
  const now = new Date();
  const today = { day: now.getDate(), month: now.getMonth() + 1 };
  return (
    <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
      {data.map((b) => (
        <li key={b.id} className="flex items-center justify-between gap-3 py-2.5">
          <Person id={b.id} name={b.name} detail={b.job_title} avatar={b.avatar_url} />
          {b.day === today.day && b.month === today.month ? (
            <Badge tone="primary">{TEXT.today}</Badge>
          ) : (
            <span className="shrink-0 text-sm text-slate-700 dark:text-slate-300">
              {formatDayMonth(b.day, b.month)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Dashboard card "Nuovi colleghi": hired in the last 30 days. */
export function NewColleaguesWidget() {
  const { data } = useNewColleagues();
  if (data.length === 0) return <Empty text={TEXT.noNewColleagues} />;
  return (
    <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
      {data.slice(0, 8).map((c) => (
        <li key={c.id} className="flex items-center justify-between gap-3 py-2.5">
          <Person
            id={c.id}
            name={c.name}
            detail={[c.job_title, c.department_name].filter(Boolean).join(' · ')}
            avatar={c.avatar_url}
          />
          <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {TEXT.since(formatDate(c.hire_date))}
          </span>
        </li>
      ))}
    </ul>
  );
}
