import { zodResolver } from '@hookform/resolvers/zod';
import { type Department, DepartmentInput } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError } from '@/platform/form-errors';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { PersonnelSectionBar } from '../section-bar';
import { useDepartmentPeople } from './api/department-people';
import { departmentsQueryOptions, useDepartments } from './api/list-departments';
import { useSaveDepartment } from './api/save-department';
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

/**
 * `/app/personnel/departments/create` and `…/{id}/edit` (manage_users): one form for both. The route loader
 * prefetches the departments (the parent's choices, and the one edited) and the people (the head's choices).
 */
export function DepartmentFormPage({ departmentId }: DepartmentFormPageProps) {
  const editing = useQuery({ ...departmentsQueryOptions(), select: (all) => all.find((d) => d.id === departmentId) });
  const title = !departmentId
    ? TEXT.createTitle
    : editing.data
      ? TEXT.editTitle(editing.data.name)
      : DEPARTMENTS_TEXT.panelTitle;
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={TEXT.description} />
      <PersonnelSectionBar />
      <QueryBoundary fallback={<FormSkeleton />} errorTitle={DEPARTMENTS_TEXT.loadListFailed}>
        <DepartmentFormLoader departmentId={departmentId} />
      </QueryBoundary>
    </div>
  );
}

function DepartmentFormLoader({ departmentId }: DepartmentFormPageProps) {
  const { data: all } = useDepartments();
  const department = departmentId ? (all.find((d) => d.id === departmentId) ?? null) : null;
  if (departmentId && !department) return <EmptyState icon={Building2} title={DEPARTMENTS_TEXT.notFound} />;
  // Keyed: the form copies the department once; a refetch of the list never overwrites what was typed.
  return <DepartmentForm key={department?.id ?? 'new'} department={department} all={all} />;
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-64 w-full" />
    </div>
  );
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
      const message = applyFormError(error, setError, FIELDS);
      if (message) toast.error(UI_TEXT.saveFailed, message);
    }
  });

  const cancelLink = department
    ? ({ to: '/app/personnel/departments/$departmentId', params: { departmentId: department.id } } as const)
    : ({ to: '/app/personnel/admin', search: { tab: 'dipartimenti' } } as const);

  return (
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
          {UI_TEXT.cancel}
        </Link>
        <Button type="submit" loading={save.isPending}>
          {department ? TEXT.save : TEXT.createSubmit}
        </Button>
      </div>
    </form>
  );
}
