/** The one table shape the round views share: a header row and rows of cells, scrolling sideways on narrow screens. */
import type { ReactNode } from 'react';

export interface RoundTableProps {
  head: string[];
  rows: ReactNode[][];
  /** A class for a row (the crash step where the player cashed out). */
  rowClass?: (index: number) => string | undefined;
}

export function RoundTable({ head, rows, rowClass }: RoundTableProps) {
  return (
    <div className="round__scroll">
      <table className="round__table">
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r} className={rowClass?.(r)}>
              {cells.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
