/** The one table shape the round views share: a header row and rows of cells, scrolling sideways on narrow screens. */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface RoundTableProps {
  head: string[];
  rows: ReactNode[][];
  /** A class for a row (the crash step where the player cashed out). */
  rowClass?: (index: number) => string | undefined;
}

/**
 * Whether the box scrolls sideways. A keyboard user reaches a scrolling box only if it takes focus
 * (WCAG 2.1.1, axe's scrollable-region-focusable); one that fits stays out of the tab order.
 */
function useScrollsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { box, scrolls };
}

export function RoundTable({ head, rows, rowClass }: RoundTableProps) {
  const { box, scrolls } = useScrollsSideways();
  return (
    <div className="round__scroll" ref={box} tabIndex={scrolls ? 0 : undefined}>
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
