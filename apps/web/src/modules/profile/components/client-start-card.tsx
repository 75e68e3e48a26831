import { type AnyRoute, Link, useRouter } from '@tanstack/react-router';
import { Bell, Bug, Mail, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useConfigStore } from '@/platform/config-store';
import { mayOpen } from '@/platform/navigation/first-open-page';
import { routeAccessOf } from '@/platform/navigation/route-access';
import { CLIENT_START_TEXT as TEXT } from '../client-start-strings';

const LINK =
  'font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300';

function Item({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-400/15 dark:text-primary-300"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm">{title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * What a client can do in the portal today, with real links: their profile, notifications, reporting a problem
 * (when the help area is open to them) and the company's contacts from the tenant configuration.
 */
export function ClientStartCard() {
  const router = useRouter();
  const company = useConfigStore((state) => state.config?.company);
  const routesByPath = router.routesByPath as unknown as Record<string, AnyRoute>;
  const canReport = mayOpen((path) => routeAccessOf(routesByPath, path), '/app/help/report-error');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{TEXT.intro}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <Item
          icon={<UserRound className="size-5" />}
          title={
            <Link to="/app/profile" className={LINK}>
              {TEXT.profile.label}
            </Link>
          }
          hint={TEXT.profile.hint}
        />
        <Item
          icon={<Bell className="size-5" />}
          title={
            <Link to="/app/settings" className={LINK}>
              {TEXT.settings.label}
            </Link>
          }
          hint={TEXT.settings.hint}
        />
        {canReport && (
          <Item
            icon={<Bug className="size-5" />}
            title={
              <Link to="/app/help/report-error" className={LINK}>
                {TEXT.report.label}
              </Link>
            }
            hint={TEXT.report.hint}
          />
        )}
        <Item
          icon={<Mail className="size-5" />}
          title={<span className="font-medium text-slate-900 dark:text-white">{TEXT.contact.label}</span>}
          hint={TEXT.contact.hint}
        >
          <p className="mt-1 flex flex-col gap-1 text-sm">
            {company?.email && (
              <a href={`mailto:${company.email}`} className={LINK}>
                {TEXT.writeTo(company.email)}
              </a>
            )}
            {company?.phone && (
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className={`${LINK} inline-flex items-center gap-1`}>
                <Phone className="size-4" aria-hidden="true" />
                {TEXT.call(company.phone)}
              </a>
            )}
            <Link to="/contact" className={LINK}>
              {TEXT.contactPage}
            </Link>
          </p>
        </Item>
      </ul>
    </div>
  );
}
