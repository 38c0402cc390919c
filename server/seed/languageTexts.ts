/** How a recap channel words its titles and descriptions, per language. */
export interface LanguageTexts {
  hooks: readonly string[];
  /**
   * A title from the hook, the series name and the chapter range (null when the video names none). Every title names
   * its series, as real recap titles mostly do: a hook alone, filed under a series, reads as a mislabelled video.
   */
  titles: readonly ((hook: string, series: string, chapters: [number, number] | null) => string)[];
  description: (series: string, chapters: [number, number] | null, hook: string) => string;
  tags: readonly string[];
}

const range = (chapters: [number, number] | null) => (chapters ? `${chapters[0]}-${chapters[1]}` : '');

const LANGUAGE_TEXTS: Record<string, LanguageTexts> = {
  en: {
    hooks: [
      'Weak Boy Awakens SSS-Rank Power', 'He Returned 10 Years Before the Apocalypse', 'Reincarnated as the Villain’s Little Brother',
      'The Weakest Hunter Gets a Hidden Class', 'Trash Prince Becomes the Strongest Swordsman', 'Betrayed by His Party, He Returns as a Necromancer',
      'He Is the Only One Who Can See the System', 'Everyone Laughed at His F-Rank Skill', 'The Demon Lord Regresses to Fix His Mistakes',
      'A Nobody Clears the Tower Alone', 'She Was Executed, Then Woke Up at Sixteen', 'He Copies Every Skill He Sees',
      'The Genius Who Hid His Talent', 'A Janitor Turns Out to Be the Strongest Mage', 'He Got Stuck in the Tutorial for 1000 Years',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook} (${series} Full Recap Ch. ${range(c)})` : `${hook} (${series} Full Recap)`),
      (hook, series, c) => (c ? `${series} Recap: ${hook} | Chapters ${range(c)}` : `${series} Recap: ${hook}`),
      (hook, series) => `${hook} | ${series} | Manhwa Recap`,
      (_hook, series, c) => (c ? `${series} FULL RECAP (Chapters ${range(c)})` : `${series} FULL RECAP`),
    ],
    description: (series, c, hook) =>
      `${hook}. Full recap of ${series}${c ? `, chapters ${c[0]} to ${c[1]}` : ''}. ` +
      'Support the official release. Timestamps are in the pinned comment. #manhwa #manhwarecap',
    tags: ['manhwa explained', 'manhwa recap english'],
  },
  es: {
    hooks: [
      'Chico débil despierta un poder de rango SSS', 'Regresó 10 años antes del apocalipsis', 'Reencarnó como el hermano del villano',
      'El cazador más débil obtiene una clase oculta', 'El príncipe basura se vuelve el espadachín más fuerte', 'Traicionado por su grupo, vuelve como nigromante',
      'Solo él puede ver el sistema', 'Todos se rieron de su habilidad de rango F',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook} (${series} Resumen completo Cap. ${range(c)})` : `${hook} (${series} Resumen completo)`),
      (hook, series, c) => (c ? `${series} Resumen: ${hook} | Capítulos ${range(c)}` : `${series} Resumen: ${hook}`),
      (hook, series) => `${hook} | ${series} | Resumen de Manhwa`,
    ],
    description: (series, c, hook) =>
      `${hook}. Resumen completo de ${series}${c ? `, capítulos ${c[0]} al ${c[1]}` : ''}. Apoya la obra oficial. #manhwa #resumen`,
    tags: ['resumen manhwa', 'manhwa español'],
  },
  pt: {
    hooks: [
      'Garoto fraco desperta poder rank SSS', 'Ele voltou 10 anos antes do apocalipse', 'Reencarnou como o irmão do vilão',
      'O caçador mais fraco ganha uma classe oculta', 'Príncipe inútil se torna o espadachim mais forte', 'Traído pelo grupo, ele volta como necromante',
      'Só ele consegue ver o sistema', 'Todos riram da sua habilidade rank F',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook} (${series} Resumo completo Cap. ${range(c)})` : `${hook} (${series} Resumo completo)`),
      (hook, series, c) => (c ? `${series} Resumo: ${hook} | Capítulos ${range(c)}` : `${series} Resumo: ${hook}`),
      (hook, series) => `${hook} | ${series} | Manhwa Narrado`,
    ],
    description: (series, c, hook) =>
      `${hook}. Resumo completo de ${series}${c ? `, capítulos ${c[0]} a ${c[1]}` : ''}. Apoie a obra oficial. #manhwa #resumo`,
    tags: ['manhwa narrado', 'resumo manhwa'],
  },
  ko: {
    hooks: [
      '약한 소년이 SSS급 힘을 각성하다', '멸망 10년 전으로 회귀한 남자', '악역의 동생으로 환생했다', '최약체 헌터가 히든 클래스를 얻다',
      '쓰레기 왕자가 최강의 검사가 되다', '동료에게 배신당하고 네크로맨서로 돌아오다', '나만 시스템이 보인다',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook} (${series} 전체 요약 ${range(c)}화)` : `${hook} (${series} 전체 요약)`),
      (hook, series, c) => (c ? `${series} 몰아보기: ${hook} | ${range(c)}화` : `${series} 몰아보기: ${hook}`),
      (hook, series) => `${hook} | ${series} | 웹툰 리뷰`,
    ],
    description: (series, c, hook) =>
      `${hook}. ${series} 전체 줄거리${c ? ` ${c[0]}화부터 ${c[1]}화까지` : ''}. 정식 연재처에서 작품을 응원해 주세요. #웹툰 #몰아보기`,
    tags: ['웹툰 몰아보기', '웹툰 리뷰'],
  },
  ja: {
    hooks: [
      '最弱の少年がSSSランクの力に覚醒', '世界滅亡の10年前に回帰した男', '悪役の弟に転生した', '最弱ハンターが隠しクラスを手に入れる',
      '無能王子が最強の剣士になる', '仲間に裏切られネクロマンサーとして帰還', '自分だけがシステムを見られる',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook}（${series} 全話まとめ 第${range(c)}話）` : `${hook}（${series} 全話まとめ）`),
      (hook, series, c) => (c ? `【${series}】${hook} 第${range(c)}話` : `【${series}】${hook}`),
      (hook, series) => `${hook}【${series} 漫画解説】`,
    ],
    description: (series, c, hook) =>
      `${hook}。${series}のあらすじ${c ? `（第${c[0]}話〜第${c[1]}話）` : ''}をまとめました。公式配信で作品を応援しましょう。#漫画 #ウェブトゥーン`,
    tags: ['漫画解説', 'ウェブトゥーン'],
  },
  fr: {
    hooks: [
      'Un garçon faible éveille un pouvoir de rang SSS', 'Il revient 10 ans avant l’apocalypse', 'Réincarné en petit frère du méchant',
      'Le chasseur le plus faible obtient une classe cachée', 'Le prince raté devient le meilleur épéiste', 'Trahi par son groupe, il revient en nécromancien',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook} (${series} Résumé complet Ch. ${range(c)})` : `${hook} (${series} Résumé complet)`),
      (hook, series, c) => (c ? `${series} Résumé : ${hook} | Chapitres ${range(c)}` : `${series} Résumé : ${hook}`),
      (hook, series) => `${hook} | ${series} | Résumé Manhwa`,
    ],
    description: (series, c, hook) =>
      `${hook}. Résumé complet de ${series}${c ? `, chapitres ${c[0]} à ${c[1]}` : ''}. Soutenez la version officielle. #manhwa #résumé`,
    tags: ['résumé manhwa', 'manhwa fr'],
  },
  id: {
    hooks: [
      'Bocah lemah bangkitkan kekuatan rank SSS', 'Dia kembali 10 tahun sebelum kiamat', 'Bereinkarnasi jadi adik sang penjahat',
      'Hunter terlemah dapat kelas tersembunyi', 'Pangeran sampah jadi pendekar pedang terkuat', 'Dikhianati timnya, dia kembali sebagai necromancer',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook} (${series} Rekap lengkap Ch. ${range(c)})` : `${hook} (${series} Rekap lengkap)`),
      (hook, series, c) => (c ? `Alur Cerita ${series}: ${hook} | Chapter ${range(c)}` : `Alur Cerita ${series}: ${hook}`),
      (hook, series) => `${hook} | ${series} | Rekap Manhwa`,
    ],
    description: (series, c, hook) =>
      `${hook}. Rekap lengkap ${series}${c ? ` chapter ${c[0]} sampai ${c[1]}` : ''}. Dukung rilis resminya. #manhwa #alurcerita`,
    tags: ['alur cerita manhwa', 'rekap manhwa'],
  },
  de: {
    hooks: [
      'Schwacher Junge erweckt SSS-Rang-Kraft', 'Er kehrt 10 Jahre vor der Apokalypse zurück', 'Als Bruder des Bösewichts wiedergeboren',
      'Der schwächste Jäger erhält eine versteckte Klasse', 'Vom Versager-Prinzen zum stärksten Schwertkämpfer',
    ],
    titles: [
      (hook, series, c) => (c ? `${hook} (${series} Komplette Zusammenfassung Kap. ${range(c)})` : `${hook} (${series} Komplette Zusammenfassung)`),
      (hook, series, c) => (c ? `${series} Zusammenfassung: ${hook} | Kapitel ${range(c)}` : `${series} Zusammenfassung: ${hook}`),
    ],
    description: (series, c, hook) =>
      `${hook}. Komplette Zusammenfassung von ${series}${c ? `, Kapitel ${c[0]} bis ${c[1]}` : ''}. Unterstützt die offizielle Veröffentlichung. #manhwa`,
    tags: ['manhwa deutsch', 'zusammenfassung'],
  },
};

export function textsFor(language: string): LanguageTexts {
  return LANGUAGE_TEXTS[language] ?? LANGUAGE_TEXTS.en!;
}
