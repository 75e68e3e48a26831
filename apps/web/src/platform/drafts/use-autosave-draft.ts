import type { DraftModuleKey } from '@portale/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { deleteDraftByKey } from './api/delete-draft-by-key';
import { draftByKeyQueryOptions } from './api/draft-by-key';
import { DRAFTS_KEY } from './api/keys';
import { saveDraftByKey } from './api/save-draft';

export const AUTOSAVE_DELAY_MS = 1000;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export type UseAutosaveDraftOptions<T> = {
  moduleKey: DraftModuleKey;
  /** `<module>.<form>:<resource>` (`draftKeyOf` in @portale/shared); stable for the form's lifetime. */
  draftKey: string;
  /** What the drafts page lists: "Timesheet 16–22 nov 2026", "Nuovo dipendente". */
  title: string;
  value: T;
  /** Saves only while this holds: the form has changes its own save has not sent yet. */
  enabled: boolean;
  /** Puts a stored draft back into the form; false when it no longer fits (the draft is then dropped). */
  onRestore: (payload: unknown) => boolean;
  /** Where "Riprendi" leads; the current address by default. */
  route?: string;
  delayMs?: number;
};

export type AutosaveDraft = {
  status: AutosaveStatus;
  error: string | null;
  /** When the restored draft was last saved, while the form shows one. */
  restoredAt: string | null;
  /** The stored draft has been looked up (and restored, if any): the form is in its starting state. */
  ready: boolean;
  /** Cancels a pending save and deletes the draft: after the form's own save succeeded, or "Scarta bozza". */
  discard: () => Promise<void>;
};

/**
 * Autosave for any form (issue 15): the form's value is saved as the user's private draft on the server one second
 * after the last change, and a form opened again starts from its draft. Saves and deletes run one after another,
 * so a discard is never overtaken by a save still on its way.
 */
export function useAutosaveDraft<T>(options: UseAutosaveDraftOptions<T>): AutosaveDraft {
  const { draftKey, enabled, delayMs = AUTOSAVE_DELAY_MS } = options;
  const location = useLocation();
  const queryClient = useQueryClient();
  const lookup = useQuery(draftByKeyQueryOptions(draftKey));
  const ready = lookup.isSuccess || lookup.isError;
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);

  const json = JSON.stringify(options.value ?? null);
  const latest = useRef({ ...options, json, route: options.route ?? location.href });
  latest.current = { ...options, json, route: options.route ?? location.href };
  const lastSaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(0);
  const restoreDone = useRef(false);
  const settlingRestore = useRef(false);

  const refreshLists = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...DRAFTS_KEY, 'list'] }),
    [queryClient],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { moduleKey, title, route, json: body } = latest.current;
    const started = generation.current;
    queue.current = queue.current.then(async () => {
      if (started !== generation.current || body === lastSaved.current) return;
      setStatus('saving');
      try {
        const saved = await saveDraftByKey(draftKey, {
          module_key: moduleKey,
          title,
          route,
          payload: JSON.parse(body),
        });
        lastSaved.current = body;
        if (started === generation.current) queryClient.setQueryData(draftByKeyQueryOptions(draftKey).queryKey, saved);
        if (started === generation.current) {
          setStatus('saved');
          setError(null);
        }
        refreshLists();
      } catch (failure) {
        if (started === generation.current) {
          setStatus('error');
          setError(errorMessage(failure));
        }
      }
    });
  }, [draftKey, queryClient, refreshLists]);

  // Once the lookup answers: put the stored draft back, or drop one that no longer fits the form.
  useEffect(() => {
    if (restoreDone.current || !lookup.isSuccess) return;
    restoreDone.current = true;
    const stored = lookup.data;
    if (!stored) return;
    if (latest.current.onRestore(stored.payload)) {
      // The form's value once the draft is in it (its own defaults filled in) is what the server holds.
      settlingRestore.current = true;
      setRestoredAt(stored.updated_at);
    } else {
      queue.current = queue.current.then(() => deleteDraftByKey(draftKey).catch(() => undefined));
    }
  }, [lookup.isSuccess, lookup.data, draftKey]);

  useEffect(() => {
    if (!ready || !enabled) return;
    if (settlingRestore.current) {
      settlingRestore.current = false;
      lastSaved.current = json;
    }
    if (json === lastSaved.current) return;
    timer.current = setTimeout(flush, delayMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [ready, enabled, json, delayMs, flush]);

  // Leaving the form within the debounce still saves what was typed.
  useEffect(
    () => () => {
      const { enabled: stillDirty, json: body } = latest.current;
      if (restoreDone.current && stillDirty && body !== lastSaved.current) flush();
    },
    [flush],
  );

  const discard = useCallback(async () => {
    generation.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // What the form holds now is not saved again (by the unmount, say) unless it changes.
    lastSaved.current = latest.current.json;
    settlingRestore.current = false;
    queryClient.setQueryData(draftByKeyQueryOptions(draftKey).queryKey, null);
    setRestoredAt(null);
    setStatus('idle');
    setError(null);
    const deleted = queue.current.then(() => deleteDraftByKey(draftKey).catch(() => undefined));
    queue.current = deleted;
    await deleted;
    refreshLists();
  }, [draftKey, queryClient, refreshLists]);

  return { status, error, restoredAt, ready, discard };
}
