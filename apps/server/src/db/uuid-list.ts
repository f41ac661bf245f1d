import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: the ids travel as one array parameter, so the statement, its
 * planning and its building stay the same size for one id or a hundred (`in ($1, ..., $100)`
 * is built parameter by parameter and planned value by value).
 */
export const inUuids = (column: SQLWrapper, ids: readonly string[]): SQL => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** Whether a text is a UUID as the database writes one (lower case): a payload naming a row. */
export const isUuid = (text: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text);
