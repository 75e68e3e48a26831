import { COMMON_VAT_RATES, lineTotalCents, NATURA_CODES, NATURA_LABELS } from '@portale/shared';
import { ArrowDown, ArrowUp, Percent, Plus, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { formatCents } from './format';
import { emptyLine, type InvoiceLinesValues, type LineValues, lineOf, parseDecimal } from './line-values';
import { LINES_TEXT } from './strings';

const TEXT = LINES_TEXT;
const NATURA_OPTIONS = NATURA_CODES.map((code) => ({ value: code, label: `${code} – ${NATURA_LABELS[code]}` }));
const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400';

/** The VAT rates offered: the common ones, and a line's own rate when it is another one. */
function vatOptions(current: string) {
  const rates: number[] = [...COMMON_VAT_RATES];
  const own = parseDecimal(current);
  if (Number.isFinite(own) && !rates.includes(own)) rates.push(own);
  return rates.map((rate) => ({ value: String(rate), label: TEXT.vatOption(rate) }));
}

/** The amount of one line, once its quantity, price and discount are numbers. */
function lineAmount(line: LineValues): string {
  const parsed = lineOf(line);
  if (![parsed.quantity, parsed.unit_price_cents, parsed.discount_percent].every(Number.isFinite)) return '—';
  if (!Number.isSafeInteger(parsed.unit_price_cents)) return '—';
  return formatCents(lineTotalCents(parsed));
}

export type LinesEditorProps<T extends InvoiceLinesValues, Body> = {
  control: Control<T, unknown, Body>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  lines: LineValues[];
  withholdingOn: boolean;
  /** The list's accessible name: "Righe dell’offerta", "Righe della pre-fattura". */
  caption: string;
};

/**
 * The lines: description, quantity, unit, unit price in euros, discount %, VAT rate (a Natura code when 0 %),
 * and the line's amount; discount lines (an amount off the whole document at one rate); add, remove, reorder.
 * Any form whose values hold `InvoiceLinesValues` uses it (proposals, pre-invoices).
 */
export function LinesEditor<T extends InvoiceLinesValues, Body>(props: LinesEditorProps<T, Body>) {
  const { lines, withholdingOn, caption } = props;
  // The editor only touches the lines' part of the form, whose paths are the same in every form that holds it.
  const control = props.control as unknown as Control<InvoiceLinesValues>;
  const register = props.register as unknown as UseFormRegister<InvoiceLinesValues>;
  const setValue = props.setValue as unknown as UseFormSetValue<InvoiceLinesValues>;
  const errors = props.errors as FieldErrors<InvoiceLinesValues>;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const rootError = errors.lines?.message ?? errors.lines?.root?.message;
  // A discount takes the rate of the first line, which it most likely discounts.
  const first = lines[0];
  const addDiscount = () =>
    append(
      emptyLine({
        kind: 'discount',
        description: TEXT.discountDefault,
        vat_rate: first?.vat_rate ?? '22',
        natura: first?.natura ?? '',
        withholding: withholdingOn,
      }),
    );
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={caption} className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const line = lines[index] ?? emptyLine();
          const discount = line.kind === 'discount';
          const error = errors.lines?.[index];
          const n = index + 1;
          const zeroVat = parseDecimal(line.vat_rate) === 0;
          const vat = register(`lines.${index}.vat_rate`, {
            // A Natura code belongs to 0 % lines only: a rate above zero drops it.
            onChange: (event: { target: { value: string } }) => {
              if (parseDecimal(event.target.value) !== 0 && line.natura)
                setValue(`lines.${index}.natura`, '', { shouldDirty: true });
            },
          });
          return (
            <li
              key={field.id}
              className={cx(
                'rounded-xl border p-3 sm:p-4',
                discount
                  ? 'border-amber-200 bg-amber-50/50 dark:border-amber-900 dark:bg-amber-950/20'
                  : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-900 dark:text-white">
                  {discount ? TEXT.discountLine(n) : TEXT.line(n)}
                </p>
                {
                  <div className="flex items-center gap-0.5">
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
                      className={cx(ICON_BUTTON, 'hover:text-red-700 dark:hover:text-red-300')}
                      aria-label={TEXT.remove(n)}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                }
              </div>
              <div
                className={cx(
                  'grid grid-cols-2 gap-3',
                  discount
                    ? 'sm:grid-cols-[minmax(8rem,1fr)_6.5rem_minmax(7rem,1fr)]'
                    : 'sm:grid-cols-3 md:grid-cols-[5.5rem_6rem_minmax(8rem,1fr)_5.5rem_6.5rem_minmax(7rem,1fr)]',
                )}
              >
                <TextareaField
                  label={TEXT.description_}
                  rows={2}
                  maxLength={1000}
                  className="col-span-full"
                  error={error?.description?.message}
                  {...register(`lines.${index}.description`)}
                />
                {!discount && (
                  <>
                    <TextField
                      label={TEXT.quantity}
                      inputMode="decimal"
                      autoComplete="off"
                      className="[&_input]:text-right"
                      error={error?.quantity?.message}
                      {...register(`lines.${index}.quantity`)}
                    />
                    <TextField
                      label={TEXT.unit}
                      placeholder={TEXT.unitPlaceholder}
                      autoComplete="off"
                      maxLength={10}
                      error={error?.unit?.message}
                      {...register(`lines.${index}.unit`)}
                    />
                  </>
                )}
                <TextField
                  label={discount ? TEXT.discountAmount : TEXT.unitPrice}
                  inputMode="decimal"
                  autoComplete="off"
                  className="[&_input]:text-right"
                  error={error?.unit_price_cents?.message}
                  {...register(`lines.${index}.unit_price_cents`)}
                />
                {!discount && (
                  <TextField
                    label={TEXT.discount}
                    inputMode="decimal"
                    autoComplete="off"
                    className="[&_input]:text-right"
                    error={error?.discount_percent?.message}
                    {...register(`lines.${index}.discount_percent`)}
                  />
                )}
                <SelectField
                  label={TEXT.vat}
                  options={vatOptions(line.vat_rate)}
                  error={error?.vat_rate?.message}
                  {...vat}
                  value={String(parseDecimal(line.vat_rate))}
                />
                <div className="flex flex-col gap-1.5">
                  <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.total}</span>
                  <output
                    aria-label={`${TEXT.total} ${discount ? TEXT.discountLine(n) : TEXT.line(n)}`}
                    className="flex h-10 items-center justify-end px-1 text-sm font-semibold text-slate-900 tabular-nums dark:text-white"
                  >
                    {lineAmount(line)}
                  </output>
                </div>
                {(zeroVat || error?.natura) && (
                  <SelectField
                    label={TEXT.natura}
                    placeholder={TEXT.naturaPlaceholder}
                    options={NATURA_OPTIONS}
                    className="col-span-full"
                    error={error?.natura?.message}
                    {...register(`lines.${index}.natura`)}
                    value={line.natura}
                  />
                )}
                {withholdingOn && (
                  <label className="col-span-full inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-600 dark:accent-primary-400"
                      {...register(`lines.${index}.withholding`)}
                    />
                    {TEXT.withholding}
                  </label>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {rootError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {rootError}
        </p>
      )}
      {
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => append(emptyLine({ vat_rate: first?.vat_rate ?? '22', withholding: withholdingOn }))}
            icon={<Plus className="size-4" aria-hidden="true" />}
          >
            {TEXT.add}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={addDiscount}
            icon={<Percent className="size-4" aria-hidden="true" />}
          >
            {TEXT.addDiscount}
          </Button>
        </div>
      }
    </div>
  );
}
