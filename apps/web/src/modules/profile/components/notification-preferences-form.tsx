import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationType,
  type UserPreferences,
} from '@portale/shared';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { SwitchField } from '@/ui/switch-field';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { PROFILE_TEXT } from '../strings';

const TEXT = PROFILE_TEXT.notifications;

type Draft = Pick<UserPreferences, 'notification_types' | 'email_notifications'>;

const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

/** Which notification types to receive, and whether by e-mail too. Suspends until the preferences load. */
export function NotificationPreferencesForm() {
  const { data: saved } = usePreferences();
  const update = useUpdatePreferences();
  const [draft, setDraft] = useState<Draft>({
    notification_types: saved.notification_types,
    email_notifications: saved.email_notifications,
  });
  const dirty =
    !sameTypes(draft.notification_types, saved.notification_types) ||
    draft.email_notifications !== saved.email_notifications;

  const toggleType = (type: NotificationType, on: boolean) =>
    setDraft((current) => ({
      ...current,
      notification_types: on
        ? NOTIFICATION_TYPES.filter((t) => t === type || current.notification_types.includes(t))
        : current.notification_types.filter((t) => t !== type),
    }));

  const save = async () => {
    try {
      const next = await update.mutateAsync(draft);
      setDraft({ notification_types: next.notification_types, email_notifications: next.email_notifications });
      toast.success(TEXT.saved, TEXT.savedMessage);
    } catch (error) {
      toast.error(TEXT.failed, errorMessage(error));
    }
  };

  const allOn = draft.notification_types.length === NOTIFICATION_TYPES.length;
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <div className="mb-3 flex items-center justify-between gap-3">
          <legend className="text-sm font-medium text-slate-900 dark:text-white">{TEXT.legend}</legend>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setDraft((current) => ({ ...current, notification_types: allOn ? [] : [...NOTIFICATION_TYPES] }))
            }
          >
            {allOn ? TEXT.none : TEXT.all}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {NOTIFICATION_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={NOTIFICATION_TYPE_LABELS[type]}
              checked={draft.notification_types.includes(type)}
              onChange={(event) => toggleType(type, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
        <SwitchField
          label={TEXT.email}
          hint={TEXT.emailHint}
          checked={draft.email_notifications}
          onCheckedChange={(on) => setDraft((current) => ({ ...current, email_notifications: on }))}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          {TEXT.save}
        </Button>
      </div>
    </form>
  );
}
