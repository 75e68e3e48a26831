import type { SearchResultType } from '@portale/shared';
import {
  BadgeEuro,
  Building2,
  Contact,
  FileSignature,
  FileText,
  FolderKanban,
  ListChecks,
  type LucideIcon,
  Newspaper,
  ReceiptText,
  UserRound,
} from 'lucide-react';

const ICONS: Record<SearchResultType, LucideIcon> = {
  project: FolderKanban,
  person: UserRound,
  document: FileText,
  task: ListChecks,
  client: Building2,
  contact: Contact,
  contract: FileSignature,
  proposal: BadgeEuro,
  pre_invoice: ReceiptText,
  news: Newspaper,
};

export function ResultIcon({ type }: { type: SearchResultType }) {
  const Icon = ICONS[type];
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 group-data-[active=true]:bg-primary-100 group-data-[active=true]:text-primary-700 dark:bg-slate-800 dark:text-slate-300 dark:group-data-[active=true]:bg-primary-900 dark:group-data-[active=true]:text-primary-200"
    >
      <Icon className="size-4" />
    </span>
  );
}
