import { zodResolver } from '@hookform/resolvers/zod';
import { type Department, DepartmentInput } from '@portale/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { applyServerFieldErrors } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { PersonnelSectionBar } from '../section-bar';
import { useDepartmentPeople } from './api/department-people';
import { useDepartments } from './api/list-departments';
import { useSaveDepartment } from './api/save-department';
import { messageOf } from './errors';
import { DEPARTMENTS_TEXT } from './strings';
import { selfAndDescendants, treeOrder } from './tree';

const TEXT = DEPARTMENTS_TEXT.form;
const FIELDS = ['name', 'code', 'description', 'parent_id', 'head_user_id', 'cost_center'] as const;

type DepartmentFormValues = Record<(typeof FIELDS)[number], string>;

/** The shared schema, fed from the form's text values ('' means none). */
const DepartmentFormSchema = z.preprocess(
  (v: DepartmentFormValues) => ({
    ...v,
    code: v.code || null,
    parent_id: v.parent_id || null,
    head_user_id: v.head_user_id || null,
    cost_center: v.cost_center || null,
  }),
  DepartmentInput,
);

const valuesOf = (d: Department | null): DepartmentFormValues => ({
  name: d?.name ?? '',
  code: d?.code ?? '',
  description: d?.description ?? '',
  parent_id: d?.parent_id ?? '',
  head_user_id: d?.head_user_id ?? '',
  cost_center: d?.cost_center ?? '',
});

export type DepartmentFormPageProps = { departmentId?: string };

/** `/app/personnel/departments/create` and `…/{id}/edit` (manage_users): one form for both. */
export function DepartmentFormPage({ departmentId }: DepartmentFormPageProps) {
  const departments = useDepartments();
  const title = departmentId ? DEPARTMENTS_TEXT.panelTitle : TEXT.createTitle;
  if (departments.isError) {
    return (
      <div className="space-y-6">
        <PageHeader title={title} />
        <PersonnelSectionBar />
        <Alert variant="error" title={DEPARTMENTS_TEXT.loadFailed}>
          <p>{messageOf(departments.error)}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={() => void departments.refetch()}
          >
            {DEPARTMENTS_TEXT.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!departments.data) {
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">{title}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const department = departmentId ? (departments.data.find((d) => d.id === departmentId) ?? null) : null;
  if (departmentId && !department) {
    return (
      <div className="space-y-6">
        <PageHeader title={title} />
        <PersonnelSectionBar />
        <Alert variant="error" title={DEPARTMENTS_TEXT.notFound} />
      </div>
    );
  }
  return <DepartmentForm key={department?.id ?? 'new'} department={department} all={departments.data} />;
}

function DepartmentForm({ department, all }: { department: Department | null; all: Department[] }) {
  const navigate = useNavigate();
  const people = useDepartmentPeople();
  const save = useSaveDepartment();
  const { register, handleSubmit, setError, formState } = useForm<DepartmentFormValues, unknown, DepartmentInput>({
    resolver: zodResolver(DepartmentFormSchema),
    defaultValues: valuesOf(department),
  });
  const errors = formState.errors;

  const excluded = department ? selfAndDescendants(all, department.id) : new Set<string>();
  const parentOptions = treeOrder(all)
    .filter((d) => !excluded.has(d.id))
    .map((d) => ({ value: d.id, label: `${'\u00a0\u00a0\u00a0'.repeat(d.depth)}${d.name}` }));
  const headOptions = (people.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (
    department?.head_user_id &&
    department.head_name &&
    !headOptions.some((o) => o.value === department.head_user_id)
  ) {
    headOptions.push({ value: department.head_user_id, label: department.head_name });
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: department?.id ?? null, body: values });
      toast.success(department ? TEXT.updated : TEXT.created, saved.name);
      void navigate({ to: '/app/personnel/departments/$departmentId', params: { departmentId: saved.id } });
    } catch (error) {
      if (!isApiError(error)) {
        toast.error(TEXT.failed, DEPARTMENTS_TEXT.unexpected);
        return;
      }
      const unmatched = applyServerFieldErrors(error.fieldErrors, setError, FIELDS);
      if (Object.keys(error.fieldErrors).length === 0 || unmatched.length > 0) {
        toast.error(TEXT.failed, [error.message, ...unmatched].join(' '));
      }
    }
  });

  const cancelLink = department
    ? ({ to: '/app/personnel/departments/$departmentId', params: { departmentId: department.id } } as const)
    : ({ to: '/app/personnel/admin', search: { tab: 'dipartimenti' } } as const);

  return (
    <div className="space-y-6">
      <PageHeader
        title={department ? TEXT.editTitle(department.name) : TEXT.createTitle}
        description={TEXT.description}
      />
      <PersonnelSectionBar />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <SectionCard title={DEPARTMENTS_TEXT.details}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={DEPARTMENTS_TEXT.name}
              autoComplete="off"
              maxLength={120}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={DEPARTMENTS_TEXT.code}
              hint={TEXT.codeHint}
              autoComplete="off"
              maxLength={12}
              className="[&_input]:font-mono [&_input]:uppercase"
              error={errors.code?.message}
              {...register('code')}
            />
            <SelectField
              label={DEPARTMENTS_TEXT.parent}
              hint={TEXT.parentHint}
              placeholder={DEPARTMENTS_TEXT.noParent}
              options={parentOptions}
              error={errors.parent_id?.message}
              {...register('parent_id')}
            />
            <SelectField
              // The options arrive after the form: remounting lets the form select the saved head again.
              key={people.data ? 'people' : 'loading'}
              label={DEPARTMENTS_TEXT.head}
              placeholder={DEPARTMENTS_TEXT.noHead}
              options={headOptions}
              error={errors.head_user_id?.message}
              {...register('head_user_id')}
            />
            <TextField
              label={DEPARTMENTS_TEXT.costCenter}
              hint={TEXT.costCenterHint}
              autoComplete="off"
              maxLength={40}
              className="[&_input]:font-mono"
              error={errors.cost_center?.message}
              {...register('cost_center')}
            />
            <TextareaField
              label={DEPARTMENTS_TEXT.description}
              rows={3}
              maxLength={2000}
              className="sm:col-span-2"
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        </SectionCard>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link {...cancelLink} className={buttonStyles({ variant: 'secondary' })}>
            {TEXT.cancel}
          </Link>
          <Button type="submit" loading={save.isPending}>
            {department ? TEXT.save : TEXT.createSubmit}
          </Button>
        </div>
      </form>
    </div>
  );
}
