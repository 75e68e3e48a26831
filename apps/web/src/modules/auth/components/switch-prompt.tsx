import { Link } from '@tanstack/react-router';

export interface SwitchPromptProps {
  question: string;
  linkLabel: string;
  to: '/auth/login' | '/auth/register';
}

/** The "Non hai un account? Registrati" line under the login and registration forms. */
export function SwitchPrompt({ question, linkLabel, to }: SwitchPromptProps) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
      {question}{' '}
      <Link to={to} className="font-medium text-primary-700 underline-offset-4 hover:underline dark:text-primary-300">
        {linkLabel}
      </Link>
    </p>
  );
}
