import { describe, expect, it } from 'vitest';
import { parseChapters, parseRecapTitle } from '../../server/scanner/titleParser.ts';

describe('parseRecapTitle reads the series and chapters of real-looking recap titles', () => {
  const cases: [title: string, description: string | null, series: string | null, chapters: string | null][] = [
    ['Solo Leveling Recap | Chapters 1-110 | Full Story', null, 'Solo Leveling', '1-110'],
    ["[Full] Omniscient Reader's Viewpoint Recap (Ch. 1-50)", null, "Omniscient Reader's Viewpoint", '1-50'],
    ['Return of the Mount Hua Sect - Part 3 (Chapter 101-150) | Manhwa Recap', null, 'Return of the Mount Hua Sect', '101-150'],
    ['Weak Hero Season 2 Recap', null, 'Weak Hero', null],
    ['The Beginning After The End Manhwa Recap Part 1', null, 'The Beginning After The End', null],
    ['Solo Leveling Resumen Completo | Capítulos 1-200', null, 'Solo Leveling', '1-200'],
    ['Resumo de Solo Leveling | Capítulo 1 ao 100', null, 'Solo Leveling', '1-100'],
    ['RÉCAP de Tower of God | Chapitres 1 à 50', null, 'Tower of God', '1-50'],
    ['Nano Machine - Chapters 1 to 200 - Manhwa Recap 🔥', null, 'Nano Machine', '1-200'],
    ['Eleceed Chapter 57 Recap', null, 'Eleceed', '57'],
    ['나 혼자만 레벨업 1화-50화 리뷰', null, '나 혼자만 레벨업', '1-50'],
    ['Lookism Recap Ch 1-300 #manhwa #recap', null, 'Lookism', '1-300'],
    ['Full Recap: Second Life Ranker (Ch 1-120)', null, 'Second Life Ranker', '1-120'],
  ];
  it.each(cases)('%s', (title, description, series, chapters) => {
    expect(parseRecapTitle(title, description)).toEqual({ seriesName: series, chaptersCovered: chapters });
  });

  it('prefers a labelled description line over the title and reads its chapters line', () => {
    expect(
      parseRecapTitle('He Was Reincarnated As A Villain And Chose To Survive (Manhwa Recap)', "Manhwa: The Villain's Survival Guide\nChapters: 1-87"),
    ).toEqual({ seriesName: "The Villain's Survival Guide", chaptersCovered: '1-87' });
    expect(parseRecapTitle('Resumen Completo', 'Nombre: La Leyenda del Dios del Norte')).toEqual({
      seriesName: 'La Leyenda del Dios del Norte',
      chaptersCovered: null,
    });
  });

  it('leaves the series unknown for story hooks instead of inventing a name', () => {
    expect(parseRecapTitle('He Became The Strongest After Being Betrayed By His Party (Manhwa Recap)').seriesName).toBeNull();
    expect(parseRecapTitle('Why Is Everyone Afraid Of This Weak Student?! | Manhwa Recap').seriesName).toBeNull();
    expect(parseRecapTitle('Manhwa Recap').seriesName).toBeNull();
  });

  it('keeps short names that merely start with an article or a pronoun', () => {
    expect(parseRecapTitle('The Boxer Recap | Chapters 1-40').seriesName).toBe('The Boxer');
    expect(parseRecapTitle("I'm the Max-Level Newbie Recap | Ch. 1-60").seriesName).toBe("I'm the Max-Level Newbie");
    expect(parseRecapTitle('My School Life Pretending To Be a Worthless Person Recap', 'Series: My School Life Pretending To Be a Worthless Person').seriesName).toBe(
      'My School Life Pretending To Be a Worthless Person',
    );
  });
});

describe('parseRecapTitle at the edges of its rules', () => {
  const series = (title: string) => parseRecapTitle(title).seriesName;

  it('a hook is a question or an exclamation, or a pronoun or narrative opener with more than five words', () => {
    expect(series('Why Did He Leave? | Manhwa Recap')).toBeNull();
    expect(series('He Became The Strongest Swordsman Ever Recap')).toBeNull();
    expect(series('My Dad Is Too Strong Recap')).toBe('My Dad Is Too Strong');
  });

  it('drops the quotes around a name, however many, and the hashtags after it', () => {
    expect(series('““Solo Leveling”” Recap')).toBe('Solo Leveling');
    expect(series('Solo Leveling #manhwa #webtoon')).toBe('Solo Leveling');
  });

  it('takes the text before a recap word in the first segment that has one, over an earlier segment without', () => {
    expect(series('Insane Plot Twist | Solo Leveling Recap')).toBe('Solo Leveling');
    expect(series('Epic Battle | He Became The Strongest Swordsman Ever Recap')).toBeNull();
    expect(series('Solo Leveling Recap In Hindi')).toBe('Solo Leveling');
    // Before its recap word the first segment has no name and no hook: the next segments are read.
    expect(series('!!! Recap | Solo Leveling')).toBe('Solo Leveling');
  });

  it('skips a segment of decorations only, and a bracketed part splits the title like a separator', () => {
    expect(series('Chapters 1-50 | Solo Leveling')).toBe('Solo Leveling');
    expect(series('The Boxer (Manhwa Recap) Season Finale')).toBe('The Boxer');
  });

  it('a name has a letter, may hold a ! or ? before its end, and keeps one space between its words', () => {
    expect(series('1000 Recap')).toBeNull();
    expect(series('Hi! Hero Recap')).toBe('Hi! Hero');
    expect(series('Solo   Leveling Recap')).toBe('Solo Leveling');
    expect(series('Solo🔥Leveling Recap')).toBe('Solo Leveling');
  });

  it('trims every separator mark and space around a name, inside its quotes too', () => {
    expect(series('Solo Leveling:: Recap')).toBe('Solo Leveling');
    expect(series('" Solo Leveling " Recap')).toBe('Solo Leveling');
  });

  it('reads the chapters from an unlabelled description when the title names none', () => {
    expect(parseRecapTitle('Solo Leveling Recap', 'In this video: chapter 45 and more').chaptersCovered).toBe('45');
  });
});

describe('parseRecapTitle strips every decoration of a name', () => {
  const series = (title: string) => parseRecapTitle(title).seriesName;

  it('drops every chapter range in a name, in any case', () => {
    expect(series('Solo Leveling CHAPTER 1-5 CHAPTER 6-9 Recap')).toBe('Solo Leveling');
  });

  it('drops every Korean chapter range, and one glued between words still parts them', () => {
    expect(series('Solo 1화 Leveling 2화 Recap')).toBe('Solo Leveling');
    expect(series('Solo1화Leveling Recap')).toBe('Solo Leveling');
  });

  it('reads a bracketed part without the spaces inside its brackets', () => {
    expect(series('Epic Fight ( Resumen de Solo Leveling )')).toBe('Solo Leveling');
  });
});

describe('parseChapters', () => {
  it('normalises ranges to from-to and single chapters to a number', () => {
    expect(parseChapters('Chapters 5-5')).toBe('5');
    expect(parseChapters('Ch.1 ~ 45')).toBe('1-45');
    expect(parseChapters('Capítulos 10 al 20')).toBe('10-20');
    expect(parseChapters('Episodes 3-9')).toBe('3-9');
    expect(parseChapters('chapter 12 - chapter 30')).toBe('12-30');
    expect(parseChapters('Part 2')).toBeNull();
  });
});
