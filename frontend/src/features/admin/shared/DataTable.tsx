import { Fragment, type ReactNode } from 'react';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { Pagination } from '#src/components/Pagination';
import { EmptyState } from './EmptyState';
import { failureMessage } from '#src/language/failure';
import '#src/components/CardTable.css';
import './DataTable.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly Column<T>[];
  /** Undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  emptyText: string;
  /** The load failed: the server's message takes the table's place. */
  error?: unknown;
  /** Content under a row across the whole width (an expanded row), or null for none. */
  detail?: (row: T) => ReactNode;
  /** The list answer's paging (0-based page); the Pagination control shows past one page. */
  paging?: { page: number; total_pages: number };
  onPageChange?: (page: number) => void;
}

/**
 * An admin list: a table on wide screens; on a phone each row becomes a card whose cells are labelled
 * with their column header. Loading, failure and empty states take the table's place; the SPEC
 * Pagination control follows it.
 */
export function DataTable<T>({ paging, onPageChange, ...table }: DataTableProps<T>) {
  return (
    <>
      <Table {...table} />
      {paging && onPageChange ? (
        <Pagination page={paging.page} totalPages={paging.total_pages} onChange={onPageChange} />
      ) : null}
    </>
  );
}

function Table<T>({ caption, columns, rows, rowKey, emptyText, error, detail }: DataTableProps<T>) {
  if (error && !rows) {
    return (
      <p className="data-table__error" role="alert">
        {failureMessage(error)}
      </p>
    );
  }
  if (!rows) return <LoadingHeart />;
  if (rows.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  // Words break only where they may, so a table of long emails and references can be wider than the
  // panel: then it scrolls sideways in its frame (focusable, so the keyboard can scroll it), never the page.
  return (
    <div className="data-table__frame" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table card-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const more = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr>
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {more ? (
                  <tr className="data-table__detail">
                    <td colSpan={columns.length}>{more}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
