import { type DocumentDetail, type DocumentTypeKey, DocumentUpdate, draftKeyOf } from '@portale/shared';
import { type FormEvent, useState } from 'react';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { pickLike } from '@/platform/drafts/restore';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { applyFormError } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useUpdateDocument } from '../api/update-document';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { TYPE_OPTIONS } from './list-filters';

export type MetadataValues = {
  title: string;
  description: string;
  type: DocumentTypeKey;
  tags: string;
  expires_on: string;
  retention_until: string;
  confidential: boolean;
};

export const metadataValues = (document: DocumentDetail): MetadataValues => ({
  title: document.title,
  description: document.description,
  type: document.type,
  tags: document.tags.join(', '),
  expires_on: document.expires_on ?? '',
  retention_until: document.retention_until ?? '',
  confidential: document.confidential,
});

/** The form's values as the PATCH body, checked with the shared schema: the same Italian messages as the server. */
export function metadataPatch(values: MetadataValues) {
  return DocumentUpdate.safeParse({
    title: values.title,
    description: values.description,
    type: values.type,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    expires_on: values.expires_on || null,
    retention_until: values.retention_until || null,
    confidential: values.confidential,
  });
}

const FIELDS = ['title', 'description', 'type', 'tags', 'expires_on', 'retention_until'] as const;

/** Title, description, type, tags, expiry, retention and confidential, with inline Italian errors. */
export function MetadataForm({ document, onDone }: { document: DocumentDetail; onDone: () => void }) {
  const update = useUpdateDocument();
  const initial = metadataValues(document);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof MetadataValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Issue 15: the changes are kept as the user's draft until saved; leaving the page asks first.
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const autosave = useAutosaveDraft({
    moduleKey: 'documents',
    draftKey: draftKeyOf('documents', 'metadata', document.id),
    title: TEXT.draftTitle(document.title),
    value: values,
    enabled: dirty && !update.isPending,
    onRestore: (payload) => {
      const restored = pickLike(initial, payload);
      if (restored) setValues(restored);
      return restored !== null;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);
  const set = <K extends keyof MetadataValues>(key: K, value: MetadataValues[K]) =>
    setValues((all) => ({ ...all, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = metadataPatch(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof MetadataValues;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(
      { id: document.id, patch: parsed.data },
      {
        onSuccess: async () => {
          await autosave.discard();
          leave.allowNavigation();
          toast.success(TEXT.saved);
          onDone();
        },
        onError: (error) =>
          setFormError(
            applyFormError(error, (name, { message }) => setErrors((all) => ({ ...all, [name]: message })), FIELDS),
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={TEXT.edit}>
      <DraftRestoredNotice draft={autosave} onDiscard={() => setValues(initial)} />
      <TextField
        label={TEXT.title}
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        required
      />
      <TextareaField
        label={TEXT.description}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        rows={3}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={TEXT.type}
          value={values.type}
          onChange={(e) => set('type', e.target.value as DocumentTypeKey)}
          options={TYPE_OPTIONS}
          error={errors.type}
        />
        <TextField
          label={TEXT.tags}
          hint={TEXT.tagsHint}
          value={values.tags}
          onChange={(e) => set('tags', e.target.value)}
          error={errors.tags}
        />
        <TextField
          label={TEXT.expiresOnLabel}
          type="date"
          value={values.expires_on}
          onChange={(e) => set('expires_on', e.target.value)}
          error={errors.expires_on}
        />
        <TextField
          label={TEXT.retention}
          type="date"
          value={values.retention_until}
          onChange={(e) => set('retention_until', e.target.value)}
          error={errors.retention_until}
        />
      </div>
      <CheckboxField
        label={TEXT.confidentialLabel}
        checked={values.confidential}
        onChange={(e) => set('confidential', e.target.checked)}
      />
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{TEXT.confidentialHint}</p>
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending}>
          {UI_TEXT.save}
        </Button>
        <Button
          variant="secondary"
          onClick={async () => {
            await autosave.discard();
            onDone();
          }}
        >
          {UI_TEXT.cancel}
        </Button>
        <span className="ml-auto self-center">
          <DraftSaveStatus draft={autosave} />
        </span>
      </div>
      {leave.dialog}
    </form>
  );
}
