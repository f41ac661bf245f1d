import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs several data-changing statements as one (each a CTE of one `with`): one round trip
 * instead of one each, and on this kind of machine the round trips are most of a write's cost.
 * They all see the database as it was before the statement, none sees another's change, so only
 * statements that do not read what a sibling writes belong together. `last`, a select, ends the
 * statement instead of `select 1` (the notify of a live event: one round trip less again).
 */
export async function runAsOne(tx: Db, statements: SQLWrapper[], last?: SQLWrapper) {
  // getSQL(): a query builder put into a template as it is would be wrapped as a subquery.
  const parts = statements.map((s, i) => sql`${sql.identifier(`change_${i}`)} as (${s.getSQL()})`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} ${last?.getSQL() ?? sql`select 1`}`);
}
