import { Alert } from '@/ui/alert';

export type FormAlertProps = {
  message: string | null;
};

/** The server's Italian message for the whole form (e.g. 'Credenziali non valide'), shown as is. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert variant="error" className="mb-5">
      {message}
    </Alert>
  );
}
