import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/** Up to `max` page numbers around the current page (the spec shows at most 5). */
export function pageWindow(current: number, total: number, max = 5): number[] {
  const count = Math.min(max, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Show the first and last page with an ellipsis when they fall outside the window. */
  ellipsis?: boolean;
  label?: string;
  className?: string;
};

export function Pagination({ page, totalPages, onPageChange, ellipsis = false, label = 'Pagination', className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const pageButton = (n: number) => (
    <Button
      key={n}
      size="sm"
      variant={n === page ? 'primary' : 'outline'}
      aria-current={n === page ? 'page' : undefined}
      aria-label={`Page ${n}`}
      onClick={() => onPageChange(n)}
      className="min-w-9 px-2"
    >
      {n}
    </Button>
  );
  const gap = (key: string) => (
    <span key={key} aria-hidden="true" className="px-1 text-slate-500">
      …
    </span>
  );
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}>
      <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1} className="max-sm:px-2.5">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {/* Arrows alone on a phone, so the pager fits on one line beside five page numbers. */}
        <span className="max-sm:sr-only">Previous</span>
      </Button>
      {ellipsis && first > 1 && [pageButton(1), first > 2 ? gap('start') : null]}
      {pages.map(pageButton)}
      {ellipsis && last < totalPages && [last < totalPages - 1 ? gap('end') : null, pageButton(totalPages)]}
      <Button size="sm" variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages} className="max-sm:px-2.5">
        <span className="max-sm:sr-only">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
