/** A recap's place on a coverage lane (one channel, one language). */
export interface RangedRecap {
  id: number;
  start: number;
  end: number;
}

/**
 * The fewest recaps of one lane that cover every chapter its recaps cover (greedy interval cover): from where the
 * covered chapters end, the recap reaching furthest among those that start by the next chapter. A recap inside
 * the chapters of the ones chosen adds nothing and is left out; parts side by side (1–50, 51–100) both stay,
 * since each covers chapters the other does not. Expects the recaps ordered by start.
 */
export function coveringRecaps<Recap extends RangedRecap>(byStart: readonly Recap[]): Recap[] {
  const chosen: Recap[] = [];
  let coveredTo = -Infinity;
  let index = 0;
  while (index < byStart.length) {
    // After a gap, the next piece begins where its earliest recap does.
    const reach = byStart[index]!.start > coveredTo + 1 ? byStart[index]!.start : coveredTo + 1;
    let best: Recap | undefined;
    for (; index < byStart.length && byStart[index]!.start <= reach; index++) {
      const recap = byStart[index]!;
      if (best === undefined || recap.end > best.end || (recap.end === best.end && recap.id < best.id)) best = recap;
    }
    if (best!.end > coveredTo) {
      chosen.push(best!);
      coveredTo = best!.end;
    }
  }
  return chosen;
}
