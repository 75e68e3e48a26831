/** For optional number inputs: an empty box is null, anything else a number (NaN fails validation). */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
/** For required number inputs: an empty box is NaN so the schema reports it. */
export const numberOrNaN = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
/** For optional text inputs that mean "any" when empty. */
export const textOrNull = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};
