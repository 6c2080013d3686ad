/** One row of a figures table: what is counted, then its figures in the columns' order. */
export interface FiguresRow {
  key: string;
  label: string;
  values: number[];
}

/**
 * A table of counts (the dashboard's pages, referrers and sources): a label per row, then its figures
 * right-aligned; the `empty` sentence instead when there is no row.
 */
export function FiguresTable({ testId, columns, rows, empty, format }: { testId: string; columns: [string, ...string[]]; rows: FiguresRow[]; empty: string; format: (n: number) => string }) {
  if (!rows.length) return <p className="mt-2 text-sm">{empty}</p>;
  const [labelColumn, ...figureColumns] = columns;
  return (
    <table className="mt-2 w-full table-fixed text-left text-sm" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col" className="py-1">
            {labelColumn}
          </th>
          {figureColumns.map((c) => (
            <th key={c} scope="col" className="w-24 py-1 text-right">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-slate-200">
            <th scope="row" className="py-1 font-normal break-words">
              {r.label}
            </th>
            {r.values.map((v, i) => (
              <td key={figureColumns[i] ?? i} className="py-1 text-right tabular-nums">
                {format(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
