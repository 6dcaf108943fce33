import mongoose from 'mongoose';

/** One query the app made, as mongoose's debug hook reports it, and the request that made it. */
export interface Recorded {
  collection: string;
  method: string;
  filter: Record<string, unknown>;
  options: { sort?: Record<string, 1 | -1>; skip?: number; limit?: number };
  request: string;
}

/** The database's plan for a query (a delete or update is explained as the find of its filter). */
export function explain(db: mongoose.Connection, query: Recorded): Promise<Record<string, unknown>> {
  // As a command: FerretDB's explain wants skip and limit as longs, which the driver's cursor does not send.
  return db.db!.command({
    explain: {
      find: query.collection,
      filter: query.filter,
      ...(query.options.sort ? { sort: query.options.sort } : {}),
      ...(query.options.skip ? { skip: mongoose.mongo.Long.fromNumber(query.options.skip) } : {}),
      ...(query.options.limit ? { limit: mongoose.mongo.Long.fromNumber(query.options.limit) } : {}),
    },
  });
}

/** What is wrong with a query's plan, if anything. */
export function faultOf(explained: Record<string, unknown>, query: Recorded): string | undefined {
  const planner = explained.queryPlanner as Record<string, unknown> | undefined;
  const searched = JSON.stringify(query.filter).includes('"$or"');
  const plan = planner?.Plan;
  if (Array.isArray(plan)) {
    // The embedded FerretDB answers with SQLite's plan: "SCAN t" without an index reads every row.
    const lines = plan as string[];
    // "SCAN (subquery-n)" reads a subquery's few rowids, not a table.
    const scan = lines.find(
      (line) =>
        /detail=SCAN /.test(line) &&
        !/USING (COVERING )?INDEX/.test(line) &&
        !/SCAN \(subquery-\d+\)/.test(line),
    );
    const unfiltered = Object.keys(query.filter).length === 0;
    if (scan && !(unfiltered && !query.options.sort)) return scan;
    // A page is chosen by rowid in a subquery and then read; ordering those few rows at the top level
    // (parent 0) is no fault, while a sort inside the subquery sorts every match.
    const paged = lines.some((line) => /detail=LIST SUBQUERY/.test(line));
    const sorted = lines.find(
      (line) => /TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(line) && !(paged && /parent=0 /.test(line)),
    );
    if (sorted && !searched && !/RIGHT PART/.test(sorted)) return sorted;
    return undefined;
  }
  // MongoDB: a collection scan.
  const winning = JSON.stringify(planner?.winningPlan ?? {});
  if (winning.includes('COLLSCAN') && Object.keys(query.filter).length > 0) return 'COLLSCAN';
  return undefined;
}
