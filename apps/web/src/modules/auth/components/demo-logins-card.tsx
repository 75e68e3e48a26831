import { type PublicConfig, ROLE_LABELS, type Role } from '@portale/shared';
import { KeyRound } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { AUTH_TEXT } from '../strings';

export type DemoLoginsCardProps = {
  demo: PublicConfig['demo'];
  onUse: (username: string, password: string) => void;
};

function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? role;
}

/** Shown only in demo mode: the seeded accounts and their shared password (DESIGN.md §7). */
export function DemoLoginsCard({ demo, onUse }: DemoLoginsCardProps) {
  const password = demo.password ?? '';
  return (
    <section aria-labelledby="demo-logins-title" className="mt-6">
      <Card>
        <div className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary-700 dark:text-primary-300" aria-hidden="true" />
          <h2 id="demo-logins-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {AUTH_TEXT.demo.title}
          </h2>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{AUTH_TEXT.demo.description}</p>
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {demo.logins.map((entry) => (
            <li key={entry.username} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{roleLabel(entry.role)}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  <span className="font-mono">{entry.username}</span>
                  {password && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, {AUTH_TEXT.demo.passwordLabel}: </span>
                      <span className="font-mono">{password}</span>
                    </>
                  )}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={AUTH_TEXT.demo.accountButtonLabel(roleLabel(entry.role))}
                onClick={() => onUse(entry.username, password)}
              >
                {AUTH_TEXT.demo.use}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
