/** A chart's numbers for screen readers: one row per category (or x position), one column per series. */
export function ChartDataTable({
  title,
  rows,
  series,
  formatRow,
  formatValue,
}: {
  title: string;
  rows: readonly string[];
  series: readonly { id: string; label: string; values: readonly (number | null | undefined)[] }[];
  formatRow: (row: string, index: number) => string;
  formatValue: (value: number) => string;
}) {
  return (
    // A table ignores a 1px width and would widen the page: the clipping box is a div around it.
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{'\u00a0'}</th>
            {series.map((s) => (
              <th key={s.id} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one row per category.
            <tr key={i}>
              <th scope="row">{formatRow(row, i)}</th>
              {series.map((s) => {
                const value = s.values[i];
                return <td key={s.id}>{value === null || value === undefined ? '—' : formatValue(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
