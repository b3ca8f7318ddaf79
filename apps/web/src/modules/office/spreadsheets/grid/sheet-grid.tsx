import { cellRef, columnLabel } from "@inkundla/shared";
import { observeElementRect, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from "react";
import type { CellPosition } from "./grid-navigation";
import classes from "./sheet-grid.module.css";
import { SHEET_NAME_LABELS } from "./sheet-labels";
import type { SheetModel } from "./sheet-model";

export const ROW_HEIGHT = 30;
export const HEADER_HEIGHT = 30;
export const ROW_HEADER_WIDTH = 56;
export const DEFAULT_COLUMN_WIDTH = 120;

// Where nothing is laid out yet (a hidden tab, a test's jsdom), a viewport of this size is assumed so the
// first rows still draw; the real size replaces it as soon as the browser reports one.
const FALLBACK_VIEWPORT = { width: 960, height: 600 };
const OVERSCAN_ROWS = 8;

type ElementVirtualizer = Virtualizer<HTMLDivElement, Element>;

function observeRectOrFallback(
  instance: ElementVirtualizer,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    callback(
      rect.height > 0
        ? rect
        : { width: rect.width || FALLBACK_VIEWPORT.width, height: FALLBACK_VIEWPORT.height },
    ),
  );
}

/** The element id of a cell, for `aria-activedescendant`. */
export function cellElementId(gridId: string, row: number, column: number): string {
  return `${gridId}-r${row}c${column}`;
}

interface SheetRowProps {
  model: SheetModel;
  gridId: string;
  row: number;
  columnCount: number;
  widths: readonly number[];
  /** The selected column when the selection is in this row; null otherwise (so other rows keep their render). */
  selectedColumn: number | null;
  /** The cell editor, drawn over the selected cell while it is edited. */
  editor: ReactNode;
  isFrozen: boolean;
}

/** One row of cells: redrawn only when its own cells, the selection in it or the sheet's shape change. */
const SheetRow = memo(function SheetRow({
  model,
  gridId,
  row,
  columnCount,
  widths,
  selectedColumn,
  editor,
  isFrozen,
}: SheetRowProps) {
  useSyncExternalStore(model.subscribe, () => model.rowSnapshot(row));
  const cells: ReactNode[] = [];
  for (let column = 1; column <= columnCount; column += 1) {
    const reference = cellRef(row, column);
    const display = model.display(row, column);
    const name = model.nameOf(row, column);
    const isSelected = selectedColumn === column;
    const label = [
      reference,
      display.text,
      display.error?.message,
      name ? `${SHEET_NAME_LABELS[name]} cell` : null,
    ]
      .filter(Boolean)
      .join(", ");
    cells.push(
      <td
        key={column}
        id={cellElementId(gridId, row, column)}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern: a table whose cells are selected and edited.
        role="gridcell"
        tabIndex={-1}
        aria-colindex={column + 1}
        aria-selected={isSelected}
        aria-label={label}
        data-row={row}
        data-column={column}
        title={display.error?.message}
        className={classes.cell}
        data-selected={isSelected || undefined}
        data-error={display.error ? true : undefined}
        data-numeric={display.isNumeric || undefined}
        data-named={name ?? undefined}
        style={{ width: widths[column - 1], minWidth: widths[column - 1] }}
      >
        {isSelected && editor ? editor : <span className={classes.cellText}>{display.text}</span>}
      </td>,
    );
  }
  return (
    <tr
      aria-rowindex={row + 1}
      className={classes.row}
      data-frozen={isFrozen || undefined}
      style={{ height: ROW_HEIGHT }}
    >
      <th
        scope="row"
        className={classes.rowHeader}
        style={{ width: ROW_HEADER_WIDTH, minWidth: ROW_HEADER_WIDTH }}
      >
        {row}
      </th>
      {cells}
    </tr>
  );
});

interface SheetGridProps {
  model: SheetModel;
  gridId: string;
  label: string;
  selection: CellPosition;
  editor: ReactNode;
  onSelect: (position: CellPosition) => void;
  onStartEditing: (position: CellPosition) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
  gridRef: Ref<HTMLTableElement>;
  /** How many rows a Page Up/Down moves, reported as the viewport's height becomes known. */
  onPageRowsChange: (pageRows: number) => void;
}

function positionOf(target: EventTarget): CellPosition | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>("[data-row][data-column]");
  if (!cell) return null;
  return { row: Number(cell.dataset.row), column: Number(cell.dataset.column) };
}

/**
 * The sheet as a grid: column letters across the top, row numbers down the side, the header row kept
 * in view when frozen. Only the rows in view (and a few either side) are drawn, so a sheet of 10,000
 * rows opens as fast as one of 20. The grid takes the keyboard focus and points at the selected cell
 * with `aria-activedescendant`.
 */
export function SheetGrid({
  model,
  gridId,
  label,
  selection,
  editor,
  onSelect,
  onStartEditing,
  onKeyDown,
  gridRef,
  onPageRowsChange,
}: SheetGridProps) {
  useSyncExternalStore(model.subscribe, model.settingsSnapshot);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const rows = model.rows;
  const columns = model.columns;
  const frozenRows = Math.min(model.frozenRows, rows);
  const widthKey = `${columns}:${model.settingsSnapshot()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: widths change only with the sheet's shape (widthKey).
  const widths = useMemo(
    () => Array.from({ length: columns }, (_, index) => model.columnWidth(index + 1, DEFAULT_COLUMN_WIDTH)),
    [model, widthKey],
  );
  const totalWidth = ROW_HEADER_WIDTH + widths.reduce((sum, width) => sum + width, 0);
  const stickyHeight = HEADER_HEIGHT + frozenRows * ROW_HEIGHT;

  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows - frozenRows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    observeElementRect: observeRectOrFallback,
    scrollMargin: stickyHeight,
  });
  const viewportHeight = virtualizer.scrollRect?.height ?? FALLBACK_VIEWPORT.height;
  const pageRows = Math.max(1, Math.floor((viewportHeight - stickyHeight) / ROW_HEIGHT) - 1);
  useLayoutEffect(() => onPageRowsChange(pageRows), [pageRows, onPageRowsChange]);

  // Keep the selected cell in view, clear of the sticky column letters, frozen row and row numbers.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || scroller.clientHeight === 0) return;
    if (selection.row > frozenRows) {
      const top = stickyHeight + (selection.row - frozenRows - 1) * ROW_HEIGHT;
      if (top < scroller.scrollTop + stickyHeight) scroller.scrollTop = top - stickyHeight;
      else if (top + ROW_HEIGHT > scroller.scrollTop + scroller.clientHeight) {
        scroller.scrollTop = top + ROW_HEIGHT - scroller.clientHeight;
      }
    }
    const left =
      ROW_HEADER_WIDTH + widths.slice(0, selection.column - 1).reduce((sum, width) => sum + width, 0);
    const width = widths[selection.column - 1] ?? DEFAULT_COLUMN_WIDTH;
    if (left < scroller.scrollLeft + ROW_HEADER_WIDTH) scroller.scrollLeft = left - ROW_HEADER_WIDTH;
    else if (left + width > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = left + width - scroller.clientWidth;
    }
  }, [selection, frozenRows, stickyHeight, widths]);

  const handleMouseDown = useCallback(
    (event: MouseEvent<HTMLTableElement>) => {
      const position = positionOf(event.target);
      // A click inside the open cell editor moves its caret; it does not reselect.
      if (!position || event.target instanceof HTMLInputElement) return;
      // The grid keeps the focus (it points at the selected cell), not the cell clicked.
      event.preventDefault();
      event.currentTarget.focus();
      onSelect(position);
    },
    [onSelect],
  );
  const handleDoubleClick = useCallback(
    (event: MouseEvent<HTMLTableElement>) => {
      const position = positionOf(event.target);
      if (position) onStartEditing(position);
    },
    [onStartEditing],
  );

  const rowProps = (row: number) => ({
    model,
    gridId,
    row,
    columnCount: columns,
    widths,
    selectedColumn: selection.row === row ? selection.column : null,
    editor: selection.row === row ? editor : null,
  });

  const items = virtualizer.getVirtualItems();
  const firstStart = (items[0]?.start ?? stickyHeight) - stickyHeight;
  const lastEnd = (items[items.length - 1]?.end ?? stickyHeight) - stickyHeight;
  const bodyHeight = (rows - frozenRows) * ROW_HEIGHT;

  const frozen: ReactNode[] = [];
  for (let row = 1; row <= frozenRows; row += 1)
    frozen.push(<SheetRow key={`frozen-${row}`} {...rowProps(row)} isFrozen />);

  return (
    <div ref={scrollRef} className={classes.scroller}>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern: a table that takes the focus and is worked with the keyboard.
        role="grid"
        id={gridId}
        aria-label={label}
        aria-rowcount={rows + 1}
        aria-colcount={columns + 1}
        aria-activedescendant={cellElementId(gridId, selection.row, selection.column)}
        aria-multiselectable={false}
        tabIndex={0}
        className={classes.grid}
        style={{ width: totalWidth }}
        onKeyDown={onKeyDown}
        onMouseDown={handleMouseDown}
        onDoubleClick={handleDoubleClick}
      >
        <thead className={classes.head}>
          <tr aria-rowindex={1} className={classes.row} style={{ height: HEADER_HEIGHT }}>
            <th
              scope="col"
              aria-label="Row numbers"
              className={classes.corner}
              style={{ width: ROW_HEADER_WIDTH, minWidth: ROW_HEADER_WIDTH }}
            />
            {widths.map((width, index) => {
              const column = index + 1;
              return (
                <th
                  key={column}
                  scope="col"
                  aria-colindex={column + 1}
                  className={classes.columnHeader}
                  data-selected={selection.column === column || undefined}
                  style={{ width, minWidth: width }}
                >
                  {columnLabel(column)}
                </th>
              );
            })}
          </tr>
          {frozen}
        </thead>
        <tbody
          className={classes.body}
          style={{ paddingTop: firstStart, paddingBottom: Math.max(0, bodyHeight - lastEnd) }}
        >
          {items.map((item) => {
            const row = item.index + frozenRows + 1;
            return <SheetRow key={row} {...rowProps(row)} isFrozen={false} />;
          })}
        </tbody>
      </table>
    </div>
  );
}
