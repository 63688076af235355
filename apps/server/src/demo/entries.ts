/**
 * Every demo entry, by author. The texts live in `posts/<username>.ts`, one voice per file;
 * `network.ts` turns them into dated rows.
 */
import type { DemoPost } from './model.ts';
import { posts as anya } from './posts/anya.ts';
import { posts as artem_ops } from './posts/artem_ops.ts';
import { posts as dasha_bio } from './posts/dasha_bio.ts';
import { posts as grisha_ivanov } from './posts/grisha_ivanov.ts';
import { posts as ilya_photo } from './posts/ilya_photo.ts';
import { posts as katya_lang } from './posts/katya_lang.ts';
import { posts as kostya_dev } from './posts/kostya_dev.ts';
import { posts as lena_cooks } from './posts/lena_cooks.ts';
import { posts as marina_reads } from './posts/marina_reads.ts';
import { posts as max_bass } from './posts/max_bass.ts';
import { posts as nastya_k } from './posts/nastya_k.ts';
import { posts as olga_p } from './posts/olga_p.ts';
import { posts as pasha_wood } from './posts/pasha_wood.ts';
import { posts as polina_art } from './posts/polina_art.ts';
import { posts as roma_vl } from './posts/roma_vl.ts';
import { posts as sergey_velo } from './posts/sergey_velo.ts';
import { posts as timur_kzn } from './posts/timur_kzn.ts';
import { posts as tolik_metro } from './posts/tolik_metro.ts';
import { posts as vera_dacha } from './posts/vera_dacha.ts';
import { posts as zhenya_tr } from './posts/zhenya_tr.ts';

/** The entries each demo user wrote, keyed by username. */
export const DEMO_POSTS: Readonly<Record<string, readonly DemoPost[]>> = {
  anya,
  sergey_velo,
  marina_reads,
  kostya_dev,
  vera_dacha,
  tolik_metro,
  lena_cooks,
  ilya_photo,
  katya_lang,
  max_bass,
  olga_p,
  timur_kzn,
  nastya_k,
  grisha_ivanov,
  polina_art,
  artem_ops,
  zhenya_tr,
  roma_vl,
  dasha_bio,
  pasha_wood,
};
