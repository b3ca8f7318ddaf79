import { Table, type TableProps } from "@mantine/core";
import classes from "./responsive-table.module.css";

interface ResponsiveTableProps extends TableProps {
  /** The width below which the table scrolls sideways, on screens wider than a phone. */
  minWidth: number;
}

/**
 * A list table that becomes one card per row on a phone, so the columns that matter (amount, status)
 * are on screen rather than scrolled off to the right. Give each body cell a `data-label` naming its
 * column; the cell without one (the row's name or date) heads the card.
 */
export function ResponsiveTable({ minWidth, className, children, ...tableProps }: ResponsiveTableProps) {
  return (
    // A native scroller: the scroll area's inner box sizes to its content, which would keep a phone's
    // cards as wide as their longest line.
    <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.container}>
      <Table {...tableProps} className={className ? `${classes.table} ${className}` : classes.table}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
