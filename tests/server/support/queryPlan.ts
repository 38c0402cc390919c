import type { Db } from '../../../server/db/driver.ts';

/** One node of PostgreSQL's EXPLAIN (FORMAT JSON) tree; the ANALYZE figures are there only when it was analysed. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/**
 * Every node of a statement's plan, root first. With `analyze` the statement runs and the nodes carry what it read.
 * PGlite hands the JSON plan over as text, a PostgreSQL server as parsed JSON.
 */
export async function planNodes(db: Db, sql: string, params: unknown[], { analyze = false } = {}): Promise<PlanNode[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (${analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${sql}`, params);
  const raw = rows[0]!['QUERY PLAN'];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const all = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(all)];
  return all(Plan);
}

/** The nodes that read the recaps table, from an index or the table itself. */
export function recapsNodes(nodes: PlanNode[]): PlanNode[] {
  return nodes.filter((node) => node['Relation Name'] === 'recaps');
}

/** Rows a node handed on over all its loops (EXPLAIN ANALYZE). */
export function rowsHandedOn(node: PlanNode): number {
  return (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0);
}
