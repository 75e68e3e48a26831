import { type CcnlContract, type CcnlLevel, formatDay, formatEuro } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { ChevronDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import type { ContractDraft, LevelDraft } from './job-level-dialogs';
import { JOB_LEVELS_TEXT as TEXT } from './strings';

/** What the page opens: a contract or level form, or the question before a removal. */
export type Editing =
  | { kind: 'contract'; draft: ContractDraft }
  | { kind: 'level'; draft: LevelDraft }
  | { kind: 'confirm'; title: string; text: string; remove: Removal }
  | null;

export type Removal = { kind: 'contract'; id: string } | { kind: 'level'; contractId: string; id: string };

type CardProps = { contract: CcnlContract; isHr: boolean; onEdit: (editing: Editing) => void };

/** One CCNL: its code, sector and validity, then its levels (highest first) and who is in each. */
export function ContractCard({ contract, isHr, onEdit }: CardProps) {
  const titleId = `ccnl-${contract.id}`;
  const levelDraft = (level?: CcnlLevel): LevelDraft => ({
    contractId: contract.id,
    id: level?.id,
    code: level?.code ?? '',
    name: level?.name ?? '',
    description: level?.description ?? '',
    minimum_monthly_pay: level?.minimum_monthly_pay === null || !level ? '' : String(level.minimum_monthly_pay),
    sort_order: String(level?.sort_order ?? contract.levels.length + 1),
  });
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`ccnl-${contract.cnel_code}`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-col gap-3 border-b border-slate-200 p-5 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {contract.name}
            </h2>
            <Badge tone="primary">
              {TEXT.cnel} {contract.cnel_code}
            </Badge>
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {contract.sector && (
              <div className="flex gap-1">
                <dt className="sr-only">{TEXT.sector}</dt>
                <dd>{contract.sector}</dd>
              </div>
            )}
            {contract.valid_from && (
              <div className="flex gap-1">
                <dt>{TEXT.validFrom}</dt>
                <dd>{formatDay(contract.valid_from, 'long')}</dd>
              </div>
            )}
          </dl>
          {contract.notes && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{contract.notes}</p>}
        </div>
        {isHr && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              icon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() => onEdit({ kind: 'level', draft: levelDraft() })}
            >
              {TEXT.newLevel}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${TEXT.editContract} ${contract.name}`}
              icon={<Pencil className="size-4" aria-hidden="true" />}
              onClick={() =>
                onEdit({
                  kind: 'contract',
                  draft: {
                    id: contract.id,
                    cnel_code: contract.cnel_code,
                    name: contract.name,
                    sector: contract.sector,
                    valid_from: contract.valid_from ?? '',
                    notes: contract.notes,
                  },
                })
              }
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${TEXT.deleteContract} ${contract.name}`}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() =>
                onEdit({
                  kind: 'confirm',
                  title: `${TEXT.deleteContract}?`,
                  text: TEXT.deleteContractText(contract.name),
                  remove: { kind: 'contract', id: contract.id },
                })
              }
            />
          </div>
        )}
      </header>
      {contract.levels.length === 0 ? (
        <p className="p-5 text-sm text-slate-600 dark:text-slate-400">{TEXT.noLevels}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="hidden gap-4 border-b border-slate-100 bg-slate-50 px-5 py-2 text-xs font-semibold text-slate-600 md:grid md:grid-cols-[5.5rem_minmax(0,1fr)_8rem_9rem_4.5rem] dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300"
          >
            <span>{TEXT.code}</span>
            <span>
              {TEXT.name} e {TEXT.levelDescription.toLowerCase()}
            </span>
            <span className="text-right">{TEXT.minimumPay}</span>
            <span>{TEXT.employees}</span>
            <span />
          </div>
          <ul
            aria-label={`${TEXT.levels} ${contract.name}`}
            className="divide-y divide-slate-100 dark:divide-slate-800"
          >
            {/* Highest level first, as HR reads a pay table. */}
            {[...contract.levels].reverse().map((level) => (
              <LevelRow
                key={level.id}
                level={level}
                isHr={isHr}
                onEdit={() => onEdit({ kind: 'level', draft: levelDraft(level) })}
                onDelete={() =>
                  onEdit({
                    kind: 'confirm',
                    title: `${TEXT.deleteLevel} ${level.code}?`,
                    text: TEXT.deleteLevelText(level.code),
                    remove: { kind: 'level', contractId: contract.id, id: level.id },
                  })
                }
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

type LevelRowProps = { level: CcnlLevel; isHr: boolean; onEdit: () => void; onDelete: () => void };

function LevelRow({ level, isHr, onEdit, onDelete }: LevelRowProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = `level-people-${level.id}`;
  return (
    <li className="grid gap-2 px-5 py-3 md:grid-cols-[5.5rem_minmax(0,1fr)_8rem_9rem_4.5rem] md:items-start md:gap-4">
      <div className="flex items-center gap-2">
        <span className="inline-flex min-w-12 justify-center rounded-lg bg-slate-100 px-2 py-1 text-sm font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {level.code}
        </span>
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900 dark:text-white">{level.name}</p>
        {level.description && <p className="text-sm text-slate-600 dark:text-slate-400">{level.description}</p>}
      </div>
      <p className="text-sm text-slate-800 tabular-nums md:text-right dark:text-slate-200">
        <span className="text-slate-500 md:sr-only dark:text-slate-400">{TEXT.minimumPay}: </span>
        {level.minimum_monthly_pay === null ? '—' : formatEuro(level.minimum_monthly_pay, { cents: true })}
      </p>
      <div>
        {level.employees_count === 0 ? (
          <span className="text-sm text-slate-500 dark:text-slate-400">
            <span className="md:sr-only">{TEXT.employees}: </span>
            {TEXT.noEmployees}
          </span>
        ) : level.employees === undefined ? (
          // Names are HR's only: the server sends everyone else the count (docs/personnel.md, "Chi vede cosa").
          <span className="text-sm text-slate-800 dark:text-slate-200">
            <span className="md:sr-only">{TEXT.employees}: </span>
            {TEXT.employeesButton(level.employees_count)}
          </span>
        ) : (
          <>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((e) => !e)}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
            >
              {TEXT.employeesButton(level.employees_count)}
              <ChevronDown
                className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                aria-hidden="true"
              />
            </button>
            {expanded && (
              <ul id={listId} className="mt-1 flex flex-col gap-1 text-sm">
                {level.employees.map((person) => (
                  <li key={person.user_id}>
                    <Link
                      to="/app/personnel/$personId"
                      params={{ personId: person.user_id }}
                      className="text-slate-800 underline-offset-2 hover:underline dark:text-slate-200"
                    >
                      {person.name}
                    </Link>
                    {person.job_title && (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">{person.job_title}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {isHr ? (
        <div className="flex gap-1 md:justify-end">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${TEXT.editLevel} ${level.code}`}
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={onEdit}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${TEXT.deleteLevel} ${level.code}`}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={onDelete}
          />
        </div>
      ) : (
        <span className="hidden md:block" />
      )}
    </li>
  );
}
