import { DEFAULT_PIPELINE_STAGES, type Pipeline, PipelineInput } from '@portale/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/platform/api-error';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { cx } from '@/ui/cx';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { useDeletePipeline, useSavePipeline } from '../../api/pipelines';
import { FORM_TEXT } from '../../form-strings';

const TEXT = FORM_TEXT.pipelines;
const ICON_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400';

type StageValues = { id: string; name: string; probability: number; open: number };
type Values = { name: string; is_default: boolean; stages: StageValues[] };

const valuesOf = (pipeline: Pipeline | null): Values =>
  pipeline
    ? {
        name: pipeline.name,
        is_default: pipeline.is_default,
        stages: pipeline.stages.map((s) => ({
          id: s.id,
          name: s.name,
          probability: s.probability,
          open: s.open_count,
        })),
      }
    : {
        name: '',
        is_default: false,
        stages: DEFAULT_PIPELINE_STAGES.map((s) => ({ id: '', name: s.name, probability: s.probability, open: 0 })),
      };

/** The shared PipelineInput fed from the form: stages in their order, a new one without id. */
const schema = z.preprocess(
  (values: Values) => ({
    name: values.name,
    is_default: values.is_default,
    stages: values.stages.map((s) => ({ ...(s.id ? { id: s.id } : {}), name: s.name, probability: s.probability })),
  }),
  PipelineInput,
);

export type ManagePipelinesDialogProps = {
  pipelines: readonly Pipeline[];
  selected?: string;
  onClose: () => void;
  /** A new pipeline: the board shows it. */
  onCreated: (id: string) => void;
};

/**
 * "Gestisci pipeline" (edit_project): create and rename pipelines, choose the default one, and add, rename,
 * reorder and remove their stages with their probability. A stage holding open proposals stays (the server
 * refuses to remove it, and says which).
 */
export function ManagePipelinesDialog({ pipelines, selected, onClose, onCreated }: ManagePipelinesDialogProps) {
  const [editing, setEditing] = useState<string | null>(selected ?? pipelines[0]?.id ?? null);
  const pipeline = pipelines.find((p) => p.id === editing) ?? null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={TEXT.title}
      description={TEXT.description}
    >
      <div className="grid gap-5 md:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={TEXT.list} className="flex flex-col gap-1">
          {pipelines.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-current={p.id === editing ? 'true' : undefined}
              onClick={() => setEditing(p.id)}
              className={cx(
                'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
                p.id === editing
                  ? 'bg-primary-50 font-semibold text-primary-900 dark:bg-primary-950 dark:text-primary-100'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              <span className="min-w-0 truncate">{p.name}</span>
              {p.is_default && <Badge tone="primary">{TEXT.defaultBadge}</Badge>}
            </button>
          ))}
          <Button
            variant="ghost"
            className="justify-start"
            onClick={() => setEditing(null)}
            icon={<Plus className="size-4" aria-hidden="true" />}
          >
            {TEXT.add}
          </Button>
        </nav>
        <PipelineEditor
          key={pipeline?.id ?? 'new'}
          pipeline={pipeline}
          onSaved={(saved) => {
            if (!pipeline) onCreated(saved.id);
            setEditing(saved.id);
          }}
          onDeleted={() => setEditing(pipelines.find((p) => p.id !== pipeline?.id)?.id ?? null)}
        />
      </div>
    </Dialog>
  );
}

type EditorProps = { pipeline: Pipeline | null; onSaved: (saved: Pipeline) => void; onDeleted: () => void };

function PipelineEditor({ pipeline, onSaved, onDeleted }: EditorProps) {
  const save = useSavePipeline();
  const remove = useDeletePipeline();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { register, control, handleSubmit, formState, setError, watch } = useForm<Values, unknown, PipelineInput>({
    resolver: sharedSchemaResolver(schema as unknown as z.ZodType<PipelineInput, Values>),
    defaultValues: valuesOf(pipeline),
  });
  const { fields, append, remove: removeStage, move } = useFieldArray({ control, name: 'stages' });
  const stages = watch('stages');
  const errors = formState.errors;
  const stageFields = stages.flatMap((_, i) => [`stages.${i}.name`, `stages.${i}.probability`]);
  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id: pipeline?.id ?? null, body: pipeline ? { ...body, version: pipeline.version } : body },
      {
        onSuccess: (saved) => {
          toast.success(pipeline ? TEXT.saved : TEXT.created, saved.name);
          onSaved(saved);
        },
        onError: (error) =>
          setFailure(applyFormError(error, setError, ['name', 'stages', ...stageFields] as (keyof Values)[])),
      },
    );
  });
  const stagesError = errors.stages?.message ?? errors.stages?.root?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
      {failure && <Alert variant="error">{failure}</Alert>}
      <TextField label={TEXT.name} maxLength={80} error={errors.name?.message} {...register('name')} />
      <CheckboxField label={TEXT.isDefault} {...register('is_default')} disabled={pipeline?.is_default} />
      <p className="-mt-2 pl-8 text-xs text-slate-600 dark:text-slate-400">{TEXT.isDefaultHint}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.stages}</legend>
        <ol className="flex flex-col gap-2">
          {fields.map((field, index) => {
            const n = index + 1;
            const open = stages[index]?.open ?? 0;
            return (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[minmax(0,1fr)_7rem_auto] dark:border-slate-700"
              >
                <TextField
                  label={TEXT.stageName(n)}
                  maxLength={80}
                  hint={open > 0 ? TEXT.openCount(open) : undefined}
                  error={errors.stages?.[index]?.name?.message}
                  {...register(`stages.${index}.name`)}
                />
                <TextField
                  label={TEXT.probabilityShort}
                  aria-label={TEXT.stageProbability(n)}
                  type="number"
                  min={0}
                  max={100}
                  step={5}
                  error={errors.stages?.[index]?.probability?.message}
                  {...register(`stages.${index}.probability`, { valueAsNumber: true })}
                />
                <div className="col-span-2 flex justify-end gap-0.5 sm:col-span-1 sm:pt-6">
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={TEXT.up(n)}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={TEXT.down(n)}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={TEXT.removeStage(n)}
                    title={open > 0 ? TEXT.stageInUse : undefined}
                    disabled={fields.length === 1 || open > 0}
                    onClick={() => removeStage(index)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {stagesError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {stagesError}
          </p>
        )}
        <Button
          type="button"
          variant="ghost"
          className="self-start"
          onClick={() => append({ id: '', name: '', probability: 50, open: 0 })}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          {TEXT.addStage}
        </Button>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between dark:border-slate-800">
        {pipeline && !pipeline.is_default ? (
          <Button
            type="button"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
            onClick={() => setConfirming(true)}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            {TEXT.delete}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={save.isPending}>
          {pipeline ? TEXT.save : TEXT.create}
        </Button>
      </div>
      {pipeline && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={TEXT.deleteTitle}
          description={TEXT.deleteDescription(pipeline.name)}
          confirmLabel={TEXT.delete}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(pipeline.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(TEXT.deleted, pipeline.name);
                onDeleted();
              },
              onError: (error) => {
                setConfirming(false);
                setFailure(errorMessage(error));
              },
            })
          }
        />
      )}
    </form>
  );
}
