import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Primary actions of the page (e.g. 'Nuovo utente'), right-aligned on wide screens. */
  actions?: ReactNode;
};

/** The h1 and intro of a page, with its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {description && <p className="mt-1 text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
