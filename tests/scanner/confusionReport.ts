import { confusionTable, evaluateImageSet } from './support/labelledImageSet.ts';

/** Prints the confusion table of the match rules on the generated image set: `npx tsx tests/scanner/confusionReport.ts [series]`. */
const seriesCount = Number(process.argv[2] ?? 60);
const result = await evaluateImageSet(seriesCount);
console.log(`${result.outcomes.length} labelled pairs from ${seriesCount} generated series\n`);
console.log(confusionTable(result.outcomes));
const confidences = new Map<string, number>();
for (const outcome of result.outcomes) {
  if (outcome.predicted === 'NO_MATCH') continue;
  const key = `${outcome.variant} -> ${outcome.predicted} ${outcome.confidence}`;
  confidences.set(key, (confidences.get(key) ?? 0) + 1);
}
console.log('\nverdicts by edit:');
for (const [key, count] of [...confidences].sort()) console.log(`  ${key}: ${count}`);
console.log('\nverdicts between pictures of different series:', result.crossSeriesVerdicts);
