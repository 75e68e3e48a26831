import { Link } from '@tanstack/react-router';
import { Alert } from '@/ui/alert';
import { buttonStyles } from '@/ui/button';
import { Card } from '@/ui/card';
import { AUTH_TEXT } from '../strings';

export function RegistrationDisabled() {
  const text = AUTH_TEXT.registrationDisabled;
  return (
    <Card>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {AUTH_TEXT.register.title}
      </h1>
      <Alert variant="info" title={text.title}>
        {text.message}
      </Alert>
      <Link to="/auth/login" className={`${buttonStyles({ variant: 'secondary', fullWidth: true })} mt-6`}>
        {text.backToLogin}
      </Link>
    </Card>
  );
}
