/**
 * `/settings/profile` (spec §2 "Profile: name, bio, sex (male, female, none), a tint picker, and
 * a link to an external avatar service"; §3 "Settings profile", "Tint item"; §7
 * `GET/POST settings/profile`, `GET/POST settings/tint`). The form starts from
 * `GET settings/profile`; the tint picker shows the catalogue of `GET settings/tint` as round
 * swatches (and «Без цвета»). The person's own card (UserCard, from `GET user/{username}`) under
 * the form previews the name, bio and tint as they are typed and picked. «Сохранить» sends
 * `POST settings/profile` (name, bio, sex) and, when the tint changed, `POST settings/tint`;
 * success or failure shows an alert with the answer's status (`ok`, `name_empty`,
 * `bio_too_long`, `tint_not_valid` …), and the form keeps what was typed on failure.
 */
import type { SettingsProfile, TintItem, UserCard as UserCardData } from '@potok/common';
import { SEXES } from '@potok/common';
import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useSession } from '../../api/queries/session.ts';
import {
  type ProfileDraft,
  useSaveProfileMutation,
  useSettingsProfileQuery,
  useTintsQuery,
} from '../../api/queries/settings.ts';
import { useUserQuery } from '../../api/queries/users.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';
import ui from '../../app/ui.module.css';
import Avatar from '../../components/Avatar.tsx';
import Button from '../../components/Button.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import { EXTERNAL_REL } from '../../components/RichText.tsx';
import bones from '../../components/Skeleton.module.css';
import UserCard from '../../components/UserCard.tsx';
import styles from './Settings.module.css';
import SettingsPage from './SettingsPage.tsx';

/** Longest bio the server keeps, characters (LIMITS.bioMax). */
const BIO_MAX = 500;
/** Longest name, characters. */
const NAME_MAX = 50;
/** The external avatar service (DESIGN.md §3 "avatars": an `AVATAR_URL` such as Gravatar). */
const AVATAR_SERVICE_URL = 'https://gravatar.com/';

/** The profile settings. */
export default function ProfileSettings() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('profile.title')} headingId="profile-title" needsUser>
      <ProfileLoader />
    </SettingsPage>
  );
}

function ProfileLoader() {
  const query = useSettingsProfileQuery();
  const tints = useTintsQuery();
  if (query.data) return <ProfileForm initial={query.data} tints={tints.data?.items ?? []} />;
  if (query.isError) {
    return (
      <Placeholder
        status={errorStatus(query.error)}
        kind="error"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className={styles.skeleton} aria-busy="true">
      {[40, 90, 60, 75].map((width) => (
        <span key={width} className={bones.bone} style={{ width: `${width}%`, height: '2.5em' }} />
      ))}
    </div>
  );
}

function draftOf(profile: SettingsProfile): ProfileDraft {
  return { name: profile.name, bio: profile.bio, sex: profile.sex, tint: profile.tint ?? '' };
}

function ProfileForm({ initial, tints }: { initial: SettingsProfile; tints: TintItem[] }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const alerts = useAlerts();
  const { session } = useSession();
  const username = session?.user?.username;
  const [saved, setSaved] = useState<ProfileDraft>(() => draftOf(initial));
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const save = useSaveProfileMutation(username);
  const changed =
    draft.name !== saved.name ||
    draft.bio !== saved.bio ||
    draft.sex !== saved.sex ||
    draft.tint !== saved.tint;
  const set = (change: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    save.mutate(
      { draft, tintChanged: draft.tint !== saved.tint },
      {
        onSuccess: (profile) => {
          const next = draftOf(profile);
          setSaved(next);
          setDraft(next);
          alerts.show({ status: 'ok', tone: 'success', text: t('saved') });
        },
        onError: (failure) => alerts.show({ status: errorStatus(failure), tone: 'danger' }),
      },
    );
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={ui.field}>
          <label htmlFor={`${id}-name`} className={ui.label}>
            {t('profile.name')}
          </label>
          <input
            id={`${id}-name`}
            className={ui.input}
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX}
            required
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </div>

        <div className={ui.field}>
          <label htmlFor={`${id}-bio`} className={ui.label}>
            {t('profile.bio')}
          </label>
          <textarea
            id={`${id}-bio`}
            className={`${ui.input} ${styles.textarea}`}
            name="bio"
            maxLength={BIO_MAX}
            value={draft.bio}
            aria-describedby={`${id}-bio-hint`}
            onChange={(event) => set({ bio: event.target.value })}
          />
          <p id={`${id}-bio-hint`} className={ui.hint}>
            {t('profile.bio_hint')}
          </p>
          <span className={styles.counter} aria-hidden="true">
            {t('profile.bio_count', { count: draft.bio.length })}
          </span>
        </div>

        <fieldset className={styles.fieldset} aria-describedby={`${id}-sex-hint`}>
          <legend className={styles.legend}>{t('profile.sex')}</legend>
          <div className={styles.choices}>
            {SEXES.map((sex) => (
              <label key={sex} className={styles.choice}>
                <input
                  type="radio"
                  name="sex"
                  value={sex}
                  checked={draft.sex === sex}
                  onChange={() => set({ sex })}
                  className={styles.hiddenInput}
                />
                <span>{t(`profile.sex_${sex}`)}</span>
              </label>
            ))}
          </div>
          <p id={`${id}-sex-hint`} className={ui.hint}>
            {t('profile.sex_hint')}
          </p>
        </fieldset>

        <fieldset className={styles.fieldset} aria-describedby={`${id}-tint-hint`}>
          <legend className={styles.legend}>{t('profile.tint')}</legend>
          <div className={styles.swatches}>
            <Swatch
              code=""
              label={t('profile.tint_none')}
              checked={draft.tint === ''}
              onPick={() => set({ tint: '' })}
            />
            {tints.map((tint) => (
              <Swatch
                key={tint.code}
                code={tint.code}
                type={tint.type}
                label={t(`profile.tints.${tint.code}`, { defaultValue: tint.code })}
                checked={draft.tint === tint.code}
                onPick={() => set({ tint: tint.code })}
              />
            ))}
          </div>
          <p id={`${id}-tint-hint`} className={ui.hint}>
            {t('profile.tint_hint')}
          </p>
        </fieldset>

        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            disabled={!changed || save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>

      {username ? <Preview username={username} draft={draft} /> : null}

      <section aria-labelledby={`${id}-avatar`} className={styles.preview}>
        <h2 id={`${id}-avatar`} className={styles.legend}>
          {t('profile.avatar')}
        </h2>
        <div className={styles.avatarRow}>
          {session?.user ? <Avatar hash={session.user.avatar.hash} size="normal" alt="" /> : null}
          <p className={ui.hint}>{t('profile.avatar_hint')}</p>
        </div>
        <a href={AVATAR_SERVICE_URL} target="_blank" rel={EXTERNAL_REL} className={ui.link}>
          {t('profile.avatar_link')}
        </a>
      </section>
    </>
  );
}

/** One swatch of the tint picker: a radio named by the colour's name. */
function Swatch({
  code,
  type,
  label,
  checked,
  onPick,
}: {
  code: string;
  type?: TintItem['type'];
  label: string;
  checked: boolean;
  onPick: () => void;
}) {
  return (
    <label
      className={styles.swatch}
      data-type={type}
      data-none={code === '' || undefined}
      style={code ? ({ '--swatch': code } as CSSProperties) : undefined}
      title={label}
    >
      <input
        type="radio"
        name="tint"
        value={code}
        checked={checked}
        onChange={onPick}
        className={styles.hiddenInput}
        aria-label={label}
      />
      <span className={styles.check} aria-hidden="true">
        ✓
      </span>
    </label>
  );
}

/** The person's card with the draft's name, bio and tint (a live preview). */
function Preview({ username, draft }: { username: string; draft: ProfileDraft }) {
  const { t } = useTranslation('settings');
  const query = useUserQuery(username);
  const user = query.data;
  if (!user) return null;
  const shown: UserCardData = {
    ...user,
    name: draft.name.trim() || user.name,
    tint: draft.tint || null,
    profile: { ...user.profile, name: draft.name.trim() || user.name, bio: draft.bio.trim() },
  };
  return (
    <section aria-labelledby="profile-preview" className={styles.preview}>
      <h2 id="profile-preview" className={styles.legend}>
        {t('profile.preview')}
      </h2>
      <UserCard user={shown} headingLevel={3} />
    </section>
  );
}
