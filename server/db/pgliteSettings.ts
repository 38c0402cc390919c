/**
 * Planner settings of every PGlite session, embedded or on its own thread. An embedded database is a folder on
 * the machine it serves from, read through the operating system's cache: reading a page out of order costs about
 * what reading the next one does, so random_page_cost is set as for memory and SSDs, not for spinning disks
 * (PostgreSQL's default of 4). At 4, a search's capped count of a common word was a sequential scan, which reads a
 * table larger than a quarter of the buffers through a small ring of them, starting where the last scan stopped:
 * each count read 1,200 pages again and, where the scan started among few matches, took 100 to 140 ms instead of
 * 15 (docs/performance.md, "Bounded cost under abuse"). Along an index, the rows it reaches stay in the buffers.
 */
export const PGLITE_SESSION_SETTINGS = 'SET random_page_cost = 1.1';
