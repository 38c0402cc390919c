import type { CoverageLanes } from './seriesCoverage';

/**
 * How a series page's coverage map groups its lanes, in the address: `?lanes=language` beside the recap list's
 * filters and the open recap, so a reload, Back and a shared link show the map as it was. By channel is the
 * default and writes nothing.
 */
const LANES_PARAM = 'lanes';
const DEFAULT_LANES: CoverageLanes = 'channel';

/** The grouping the address names; any other value, or none, is the default. */
export function lanesParam(search: string): CoverageLanes {
  return new URLSearchParams(search).get(LANES_PARAM) === 'language' ? 'language' : DEFAULT_LANES;
}

/** The same address with the grouping set; the default removes the parameter, and every other parameter stays. */
export function withLanes(path: string, search: string, lanes: CoverageLanes): string {
  const params = new URLSearchParams(search);
  if (lanes === DEFAULT_LANES) params.delete(LANES_PARAM);
  else params.set(LANES_PARAM, lanes);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
