import { CLIPBOARD_FAILED_MESSAGE } from '@portale/shared';
import { Copy, Wand2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextareaField } from '@/ui/textarea-field';
import { useGeneratePrompt } from '../api/generate-prompt';
import { type Failure, FailureAlert, toastFailure } from '../failure';
import { formatDateTime } from '../format';
import { useInProgressStore, useIsGenerating } from '../in-progress-store';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.drawer.prompt;

/** Writes to the clipboard; false when the browser refuses (no permission, insecure page, no API). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** 'Genera prompt': a ready-to-paste prompt for a coding assistant; generating it opens a healing session. */
export function PromptPanel({ patternId }: { patternId: string }) {
  const [includeContext, setIncludeContext] = useState(true);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const generate = useGeneratePrompt();
  const inProgress = useIsGenerating(patternId);
  const result = useInProgressStore((s) => s.prompts[patternId]);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const run = async () => {
    setFailure(null);
    setCopyFailed(false);
    try {
      await generate.mutateAsync({ id: patternId, include_context: includeContext });
      toast.success(TEXT.generated, TEXT.generatedMessage);
    } catch (error) {
      setFailure(toastFailure('prompt', error));
    }
  };

  const copy = async () => {
    if (!result) return;
    if (await copyToClipboard(result.claude_prompt)) {
      setCopyFailed(false);
      toast.success(TEXT.copied);
      return;
    }
    // Spec §8: say so, and select the text so Ctrl+C still works.
    setCopyFailed(true);
    toast.error(CLIPBOARD_FAILED_MESSAGE);
    textarea.current?.focus();
    textarea.current?.select();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CheckboxField
          label={TEXT.includeContext}
          checked={includeContext}
          onChange={(event) => setIncludeContext(event.target.checked)}
        />
        <Button
          className="shrink-0"
          icon={<Wand2 className="size-4" aria-hidden="true" />}
          loading={inProgress}
          onClick={() => void run()}
        >
          {TEXT.generate}
        </Button>
      </div>
      {failure && <FailureAlert failure={failure} />}
      {result && (
        <div className="flex flex-col gap-2">
          <TextareaField
            ref={textarea}
            label={TEXT.field}
            readOnly
            rows={10}
            value={result.claude_prompt}
            className="[&_textarea]:font-mono [&_textarea]:text-xs"
            hint={TEXT.generatedAt(formatDateTime(result.generated_at))}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              icon={<Copy className="size-4" aria-hidden="true" />}
              onClick={() => void copy()}
            >
              {TEXT.copy}
            </Button>
            {copyFailed && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {CLIPBOARD_FAILED_MESSAGE}
              </p>
            )}
          </div>
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
            <p className="font-medium text-slate-900 dark:text-white">{TEXT.usage}</p>
            <p className="mt-0.5 whitespace-pre-line text-slate-700 dark:text-slate-300">{result.usage_instructions}</p>
          </div>
        </div>
      )}
    </div>
  );
}
