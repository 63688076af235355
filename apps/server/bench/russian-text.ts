/**
 * A generator of varied Russian text for the search benchmark (search in Russian, DESIGN.md §8): deterministic
 * (a seeded generator), so every run writes the same entries.
 *
 * Vocabulary: ~300 common lemmas (nouns, adjectives, verbs, adverbs) expanded into every form
 * the dictionary of `az` knows (cases, numbers, genders, tenses, persons, participles) — some
 * 12,000 distinct word forms, so the index meets words in all their inflections; plus made-up
 * words (names, slang, typos: unknown to any dictionary, left to the Snowball fallback), a few
 * English words, numbers and `#tags`. Word choice is skewed (Zipf-like), as in real text: a few
 * words are in a large share of the entries and most are rare.
 */
import { createRequire } from 'node:module';
import { loadMorphology } from '../src/modules/search/search.text.ts';

const LEMMAS = `кошка собака дом город улица человек ребёнок друг мама папа работа день ночь утро
вечер год неделя месяц время жизнь вода солнце дождь снег ветер море река лес поле гора дерево
цветок трава книга письмо слово вопрос ответ история новость фильм музыка песня картина фото
машина поезд самолёт дорога мост окно дверь стол стул кровать кухня еда хлеб суп чай кофе молоко
сыр яблоко пирог сахар магазин рынок деньги цена школа учитель урок студент университет врач
больница здоровье голова рука нога глаз сердце душа мысль идея план проект программа компьютер
телефон сеть сайт игра спорт футбол команда матч победа праздник подарок семья брат сестра сын
дочь бабушка дедушка сосед гость страна мир язык народ власть закон право правда ошибка проблема
решение причина результат начало конец место сторона часть группа система процесс уровень
красивый новый старый большой маленький хороший плохой молодой добрый злой весёлый грустный
тёплый холодный горячий быстрый медленный лёгкий тяжёлый тихий громкий светлый тёмный зелёный
красный белый чёрный синий жёлтый длинный короткий высокий низкий умный глупый интересный
скучный важный простой сложный последний первый главный русский городской лесной летний зимний
осенний весенний ночной дневной домашний сильный слабый свежий вкусный дорогой дешёвый
идти пойти ходить бежать ехать лететь плыть видеть смотреть слышать слушать говорить сказать
думать знать понимать помнить забыть любить хотеть мочь жить работать читать писать играть
петь рисовать готовить есть пить спать стоять сидеть лежать открыть закрыть начать кончить
делать сделать купить продать взять дать получить найти искать ждать встретить помочь учить
учиться строить ловить мыть гулять кормить покупать звонить отвечать спрашивать решать думать
быстро медленно тихо громко хорошо плохо рано поздно вчера сегодня завтра всегда никогда
часто редко вместе опять снова очень почти совсем`;

const ENGLISH = `cat dog city house coffee tea music game code server bug release weekend party
photo travel summer winter love friend work home book movie`.split(/\s+/);

const SYLLABLES = `ба бо ку ли ми на ро се та фу ша ю зя гро пле стр кра вли дро жу кси тю`.split(
  ' ',
);

const FILLERS = 'и в на с по а но что как это к у о же не из за от до так'.split(' ');

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface AzDictionaryParse {
  formCnt?: number;
  inflect(formIdx: number): { word: string } | false;
}

/** Every form of every lemma of LEMMAS that the dictionary knows (lower case), deduplicated. */
async function wordForms(): Promise<string[]> {
  await loadMorphology();
  const require = createRequire(import.meta.url);
  const az = require('az') as {
    Morph: (word: string, config: object) => AzDictionaryParse[];
  };
  const forms = new Set<string>();
  for (const lemma of LEMMAS.split(/\s+/).filter(Boolean)) {
    const [parse] = az.Morph(lemma, { parsers: ['Dictionary'], typos: 0, stutter: 0 });
    if (!parse?.formCnt) {
      forms.add(lemma);
      continue;
    }
    for (let i = 0; i < parse.formCnt; i += 1) {
      const form = parse.inflect(i);
      if (form) forms.add(form.word.toLowerCase());
    }
  }
  return [...forms];
}

/** The text generator: `next()` is one entry's text (8–40 words, a few sentences). */
export async function russianTextGenerator(seed = 20261126) {
  const random = seeded(seed);
  const forms = await wordForms();
  // A fixed shuffle, so the Zipf-like skew does not follow the lemma list's order.
  for (let i = forms.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [forms[i], forms[j]] = [forms[j]!, forms[i]!];
  }
  const skewed = <T>(list: readonly T[]) => list[Math.floor(list.length * random() ** 3)]!;
  const madeUp = () => {
    let word = '';
    const n = 2 + Math.floor(random() * 3);
    for (let i = 0; i < n; i += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    return word;
  };
  const word = (): string => {
    const r = random();
    if (r < 0.2) return FILLERS[Math.floor(random() * FILLERS.length)]!;
    if (r < 0.9) return skewed(forms);
    if (r < 0.95) return madeUp();
    if (r < 0.98) return ENGLISH[Math.floor(random() * ENGLISH.length)]!;
    return String(Math.floor(random() * 2030));
  };
  return {
    /** Distinct dictionary word forms the texts draw from. */
    vocabulary: forms.length,
    next(): string {
      const count = 8 + Math.floor(random() * 33);
      const sentences: string[] = [];
      let sentence: string[] = [];
      for (let i = 0; i < count; i += 1) {
        sentence.push(word());
        if (sentence.length >= 4 && (random() < 0.15 || i === count - 1)) {
          const text = sentence.join(' ');
          sentences.push(`${text[0]!.toUpperCase()}${text.slice(1)}${random() < 0.8 ? '.' : '!'}`);
          sentence = [];
        }
      }
      if (sentence.length > 0) sentences.push(`${sentence.join(' ')}.`);
      if (random() < 0.1) sentences.push(`#тема${1 + Math.floor(200 * random() ** 2)}`);
      return sentences.join(' ');
    },
  };
}
