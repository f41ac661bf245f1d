// Types for the bench, which imports web-bundle-report.mjs.
export interface BundleRow {
  route: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  cssGzipKb: number;
  /** The chunks among the route's first load that hold zod. */
  zodIn: string[];
  budget: boolean;
  over: boolean;
}
export interface BundleReport {
  rows: BundleRow[];
  budgetKb: number;
  /** Routes over their budget. */
  over: string[];
}
export const BUDGET_KB: number;
export const defaultDist: string;
export function bundleReport(dist?: string): BundleReport;
export function formatText(report: BundleReport): string;
export function formatMarkdown(report: BundleReport): string;
