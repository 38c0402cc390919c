import { createRng } from './prng.ts';

// Names in the style of the genre's English titles; the pool is built once, the same every run.
const CURATED = [
  'The Return of the Disaster-Class Hero', 'Solo Max-Level Newbie', 'The Regressed Demon Lord Is Kind',
  'Reincarnated as the Crown Prince of Ruin', 'The Last Necromancer of the Northern Tower', 'Omniscient First-Person Narrator',
  'The Tutorial Tower of the Advanced Player', 'Martial Arts Genius of the Heavenly Sect', 'The S-Classes That I Raised',
  'Academy Genius Swordsman', 'The Villainess Turns the Hourglass Again', 'My Daughter Is the Final Boss',
  'Return of the Mad Demon', 'The Hunter Who Lived Ten Thousand Years', 'Infinite Mage of the Eastern Academy',
  'The Player Who Returned from Hell', 'Second Life of a Trash Princess', 'The Extra Who Read the Novel',
  'Legendary Blacksmith Reborn', 'Pick Me Up, Infinite Gacha', 'The Duke’s Cursed Knight',
  'Nano Machine Swordmaster', 'The Greatest Estate Developer of the South', 'Revenge of the Iron-Blooded Sword Hound',
  'Heavenly Demon Instructor', 'The Lazy Lord Masters the Sword', 'Dungeon Reset After Ten Years',
  'The World After the Fall of Seoul', 'Surviving the Game as a Barbarian', 'Return of the Frozen Player',
  'The Archmage Returns After 4000 Years', 'Emperor of Solo Play', 'The Constellation That Returned from Hell',
  'I Obtained a Mythic Item', 'The Max-Level Hero Has Returned', 'Swordmaster’s Youngest Son',
  'The Beginning After the Betrayal', 'Tomb Raider King of the Eastern Sea', 'Villain to Kill the Protagonist',
  'The Knight Only Lives Today',
];

const OPENERS = ['The Return of the', 'Rise of the', 'The Second Life of the', 'The Regression of the', 'Memoirs of the', 'The Revenge of the', 'The Reincarnated', 'Chronicles of the'];
const ADJECTIVES = [
  'Disaster-Class', 'SSS-Rank', 'Max-Level', 'Heavenly', 'Forsaken', 'Cursed', 'Immortal', 'Regressed', 'Crimson',
  'Shadow', 'Abyssal', 'Iron-Blooded', 'Hidden-Class', 'Genius', 'Lazy', 'Fallen', 'Frozen', 'Mad', 'Mythic', 'Last',
  'Eternal', 'Berserk', 'Blind', 'Thousand-Year', 'Nameless', 'Black Dragon', 'Golden', 'Silent',
];
const ROLES = [
  'Hero', 'Hunter', 'Swordsman', 'Necromancer', 'Archmage', 'Demon Lord', 'Healer', 'Assassin', 'Tamer', 'Blacksmith',
  'Knight', 'Prince', 'Princess', 'Villainess', 'Monarch', 'Alchemist', 'Summoner', 'Martial Artist', 'Heir', 'Player',
  'Newbie', 'Ranker', 'Exorcist', 'Duke', 'Chef', 'Archer', 'Sword Saint', 'Gambler',
];
const PLACES = ['the Abyss', 'the Tower', 'Mount Hua', 'the Murim', 'the Dungeon', 'the Northern Empire', 'the Academy', 'the Apocalypse', 'the Demon Realm', 'Seoul Station'];
const SOLO_WORDS = ['Solo', 'Only I', 'Infinite', 'Double', 'Omniscient', 'Absolute', 'Overpowered', 'Level 999'];

function titleFromPattern(rng: ReturnType<typeof createRng>): string {
  const adjective = rng.pick(ADJECTIVES);
  const role = rng.pick(ROLES);
  switch (rng.int(0, 6)) {
    case 0: return `${rng.pick(OPENERS)} ${adjective} ${role}`;
    case 1: return `${rng.pick(SOLO_WORDS)} ${adjective} ${role}`;
    case 2: return `The ${adjective} ${role} of ${rng.pick(PLACES)}`;
    case 3: return `I Became the ${adjective} ${role}`;
    case 4: return `${role} of ${rng.pick(PLACES)} Returns`;
    case 5: return `The ${role}'s ${rng.int(2, 9) * 100}th Regression`;
    default: return `${adjective} ${role} Reborn`;
  }
}

function buildPool(size: number): string[] {
  const rng = createRng(0x5e12e5);
  const pool = new Set(CURATED);
  while (pool.size < size) pool.add(titleFromPattern(rng));
  return [...pool];
}

/** About 320 distinct series; early entries are the popular ones (the picker favours them). */
export const SERIES_NAMES: readonly string[] = buildPool(320);

export const GENRES = [
  'Action', 'Fantasy', 'Romance', 'Isekai', 'Martial Arts', 'Murim', 'Reincarnation', 'Regression', 'System', 'Dungeon',
  'Revenge', 'Comedy', 'Drama', 'School Life', 'Villainess', 'Historical', 'Sci-Fi', 'Horror', 'Thriller', 'Magic',
  'Cultivation', 'Apocalypse',
] as const;

export const TAGS = [
  'manhwa', 'manhwa recap', 'full recap', 'webtoon', 'manga recap', 'overpowered mc', 'op mc', 'regression', 'system',
  'returner', 'hunter', 'dungeon', 'murim', 'villainess', 'reincarnation', 'leveling', 'revenge', 'academy', 'tower',
  'necromancer', 'sword', 'magic', 'gacha',
] as const;

/** Initials of up to two significant words, for generated artwork. */
export function seriesInitials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s-]/gu, ' ').split(/[\s-]+/).filter((word) => word.length > 0);
  const significant = words.filter((word) => !/^(the|of|a|an|i|my|to|and)$/i.test(word));
  const chosen = (significant.length > 0 ? significant : words).slice(0, 2);
  return chosen.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}
