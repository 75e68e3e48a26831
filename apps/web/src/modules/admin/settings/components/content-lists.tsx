import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { SETTINGS_TEXT } from '../strings';
import type { ContentValues } from './content-form-schema';
import { ContentList, ContentListItem } from './content-list';

const TEXT = SETTINGS_TEXT.content;

type FormProps = { form: UseFormReturn<ContentValues, unknown, ContentValues> };

/** The further sections of "Chi siamo" and the values, in order. */
export function AboutLists({ form }: FormProps) {
  const { control, register, formState } = form;
  const sections = useFieldArray({ control, name: 'about.sections' });
  const values = useFieldArray({ control, name: 'about.values' });
  const errors = formState.errors.about;
  return (
    <>
      <ContentList
        title={TEXT.sections}
        itemName={TEXT.section}
        count={sections.fields.length}
        max={8}
        onAdd={() => sections.append({ title: '', body: '' })}
      >
        {sections.fields.map((field, index) => (
          <ContentListItem
            key={field.id}
            itemName={TEXT.section}
            index={index}
            count={sections.fields.length}
            onMove={(to) => sections.move(index, to)}
            onRemove={() => sections.remove(index)}
          >
            <TextField
              label={TEXT.sectionTitle}
              required
              error={errors?.sections?.[index]?.title?.message}
              {...register(`about.sections.${index}.title`)}
            />
            <TextareaField
              label={TEXT.body}
              rows={4}
              error={errors?.sections?.[index]?.body?.message}
              {...register(`about.sections.${index}.body`)}
            />
          </ContentListItem>
        ))}
      </ContentList>
      <ContentList
        title={TEXT.values}
        description={TEXT.valuesDescription}
        itemName={TEXT.value}
        count={values.fields.length}
        max={8}
        onAdd={() => values.append({ title: '', description: '' })}
      >
        {values.fields.map((field, index) => (
          <ContentListItem
            key={field.id}
            itemName={TEXT.value}
            index={index}
            count={values.fields.length}
            onMove={(to) => values.move(index, to)}
            onRemove={() => values.remove(index)}
          >
            <TextField
              label={TEXT.value}
              required
              error={errors?.values?.[index]?.title?.message}
              {...register(`about.values.${index}.title`)}
            />
            <TextareaField
              label={TEXT.description}
              rows={2}
              error={errors?.values?.[index]?.description?.message}
              {...register(`about.values.${index}.description`)}
            />
          </ContentListItem>
        ))}
      </ContentList>
    </>
  );
}

export function ServiceList({ form }: FormProps) {
  const { control, register, formState } = form;
  const services = useFieldArray({ control, name: 'services' });
  const errors = formState.errors.services;
  return (
    <ContentList
      title={TEXT.services}
      description={TEXT.servicesDescription}
      itemName={TEXT.service}
      count={services.fields.length}
      max={12}
      onAdd={() => services.append({ title: '', description: '' })}
    >
      {services.fields.map((field, index) => (
        <ContentListItem
          key={field.id}
          itemName={TEXT.service}
          index={index}
          count={services.fields.length}
          onMove={(to) => services.move(index, to)}
          onRemove={() => services.remove(index)}
        >
          <TextField
            label={TEXT.service}
            required
            error={errors?.[index]?.title?.message}
            {...register(`services.${index}.title`)}
          />
          <TextareaField
            label={TEXT.description}
            rows={3}
            error={errors?.[index]?.description?.message}
            {...register(`services.${index}.description`)}
          />
        </ContentListItem>
      ))}
    </ContentList>
  );
}

export function ProductList({ form }: FormProps) {
  const { control, register, formState } = form;
  const products = useFieldArray({ control, name: 'products' });
  const errors = formState.errors.products;
  return (
    <ContentList
      title={TEXT.products}
      description={TEXT.productsDescription}
      itemName={TEXT.product}
      count={products.fields.length}
      max={12}
      onAdd={() => products.append({ name: '', description: '', features: '' })}
    >
      {products.fields.map((field, index) => (
        <ContentListItem
          key={field.id}
          itemName={TEXT.product}
          index={index}
          count={products.fields.length}
          onMove={(to) => products.move(index, to)}
          onRemove={() => products.remove(index)}
        >
          <TextField
            label={TEXT.productName}
            required
            error={errors?.[index]?.name?.message}
            {...register(`products.${index}.name`)}
          />
          <TextareaField
            label={TEXT.description}
            rows={3}
            error={errors?.[index]?.description?.message}
            {...register(`products.${index}.description`)}
          />
          <TextareaField
            label={TEXT.features}
            hint={TEXT.featuresHint}
            rows={3}
            error={errors?.[index]?.features?.message}
            {...register(`products.${index}.features`)}
          />
        </ContentListItem>
      ))}
    </ContentList>
  );
}

export function TeamList({ form }: FormProps) {
  const { control, register, formState } = form;
  const team = useFieldArray({ control, name: 'team' });
  const errors = formState.errors.team;
  return (
    <ContentList
      title={TEXT.team}
      description={TEXT.teamDescription}
      itemName={TEXT.member}
      count={team.fields.length}
      max={24}
      onAdd={() => team.append({ name: '', role: '', bio: '' })}
    >
      {team.fields.map((field, index) => (
        <ContentListItem
          key={field.id}
          itemName={TEXT.member}
          index={index}
          count={team.fields.length}
          onMove={(to) => team.move(index, to)}
          onRemove={() => team.remove(index)}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={TEXT.name}
              required
              error={errors?.[index]?.name?.message}
              {...register(`team.${index}.name`)}
            />
            <TextField label={TEXT.role} error={errors?.[index]?.role?.message} {...register(`team.${index}.role`)} />
          </div>
          <TextareaField
            label={TEXT.bio}
            rows={2}
            error={errors?.[index]?.bio?.message}
            {...register(`team.${index}.bio`)}
          />
        </ContentListItem>
      ))}
    </ContentList>
  );
}
