import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { personName } from '../names';
import { Role } from '../roles';

export const USER_STATUSES = ['pending', 'active', 'disabled'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  pending: 'In attesa di attivazione',
  active: 'Attivo',
  disabled: 'Disattivato',
};

/** Spec §3 user, plus status and last login (issue 2). */
export const User = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  avatar_url: z.string().nullable(),
  status: UserStatus,
  last_login_at: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** What login and `GET /api/auth/me` return: the user, what they may do, and the CSRF token. */
export const AuthSession = z.object({
  user: User,
  permissions: z.array(z.string()),
  csrf_token: z.string(),
});
export type AuthSession = z.infer<typeof AuthSession>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} è obbligatorio` })
    .trim()
    .min(1, `${label} è obbligatorio`)
    .max(max, `${label} può contenere al massimo ${max} caratteri`);

export const LoginBody = z.object({
  username: requiredText('Il nome utente o l’e-mail', 254),
  password: z
    .string({ error: 'La password è obbligatoria' })
    .min(1, 'La password è obbligatoria')
    .max(PASSWORD_MAX_LENGTH, 'Password troppo lunga'),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Length rules only: the server also rejects the 10,000 most common passwords. */
export const NewPassword = z
  .string({ error: 'La password è obbligatoria' })
  .min(PASSWORD_MIN_LENGTH, `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri`)
  .max(PASSWORD_MAX_LENGTH, `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri`);

export const Username = z
  .string({ error: 'Il nome utente è obbligatorio' })
  .trim()
  .min(3, 'Il nome utente deve contenere almeno 3 caratteri')
  .max(40, 'Il nome utente può contenere al massimo 40 caratteri')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Il nome utente può contenere solo lettere, numeri, punto, trattino e trattino basso');

export const Email = z
  .string({ error: "L'indirizzo e-mail è obbligatorio" })
  .trim()
  .min(1, "L'indirizzo e-mail è obbligatorio")
  .max(254, 'Indirizzo e-mail troppo lungo')
  .pipe(z.email('Indirizzo e-mail non valido'));

export const RegisterBody = z.object({
  first_name: personName('Il nome', 'Il nome può contenere al massimo 80 caratteri'),
  last_name: personName('Il cognome', 'Il cognome può contenere al massimo 80 caratteri'),
  username: Username,
  email: Email,
  password: NewPassword,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterResult = z.object({ status: UserStatus });
export type RegisterResult = z.infer<typeof RegisterResult>;

export const PasswordChangeBody = z.object({
  current_password: z
    .string({ error: 'La password attuale è obbligatoria' })
    .min(1, 'La password attuale è obbligatoria'),
  new_password: NewPassword,
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

export const ONE_TIME_TOKEN_PURPOSES = ['activation', 'password_reset'] as const;
export const OneTimeTokenPurpose = z.enum(ONE_TIME_TOKEN_PURPOSES);

/** What the activation / reset page shows before the person chooses a password. */
export const OneTimeTokenInfo = z.object({
  purpose: OneTimeTokenPurpose,
  first_name: z.string(),
  username: z.string(),
  expires_at: z.string(),
});
export type OneTimeTokenInfo = z.infer<typeof OneTimeTokenInfo>;

export const OneTimeTokenPasswordBody = z.object({ password: NewPassword });
export type OneTimeTokenPasswordBody = z.infer<typeof OneTimeTokenPasswordBody>;
