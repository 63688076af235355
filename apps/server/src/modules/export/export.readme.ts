/**
 * The `README.txt` of a data export (modules/export): what each file of the archive holds, in
 * Russian and in English. Plain text, UTF-8, CRLF line ends (read by Notepad as well as by
 * anything else).
 */

/** What makes an archive's README: the account and when the export was made. */
export interface ReadmeFacts {
  username: string;
  /** When the export was made (written as ISO 8601 UTC). */
  date: Date;
}

const RUSSIAN = `Архив ваших данных в Потоке
===========================

Пользователь: @{username}
Создан: {date} (UTC)

Здесь всё, что вы добавили в Поток, и всё, что Поток хранит о вас. Файлы .json — текст
в формате JSON (UTF-8), в тех же формах, в каких их отдаёт API Потока (/v1/docs). Даты —
ISO 8601 в UTC.

README.txt           этот файл.
profile.json         профиль (карточка, как её видят другие), адрес почты, подтверждён ли
                     он, дата регистрации, состояние аккаунта, разрешения, настройки
                     уведомлений, награды.
entries.json         ваши записи (текст, файлы, ссылка, теги, реакции, счётчики, флаги);
                     у каждой — history: прежние версии, если запись правили (новые первыми).
comments.json        ваши комментарии с историей правок.
reactions.json       реакции, которые вы поставили записям.
bookmarks.json       закладки: люди, записи, комментарии, ленты — с датой добавления.
subscriptions.json   users: на кого вы подписаны (и notify_new_posts — присылать ли
                     уведомления о новых записях); feeds: ленты, на которые вы подписаны;
                     subscribers: кто подписан на вас.
feeds.json           ленты, которые вы создали.
notifications.json   ваши уведомления, включая прочитанные и скрытые.
logins.json          входы в аккаунт (сессии): система, браузер, строка User-Agent, даты
                     входа, истечения и выхода; is_current — сессия, из которой сделан архив.
reports.json         жалобы, которые вы отправили, и решены ли они.
files.json           загруженные вами файлы: имя, тип, размер, размеры в пикселях,
                     alt-текст; path — где лежит оригинал в этом архиве.
media/<uuid>.<ext>   оригиналы загруженных файлов, как Поток их хранит: изображения без
                     метаданных EXIF, видео без сведений о месте, устройстве и времени съёмки.

Пароль в архив не входит: Поток хранит только его хеш.
`;

const ENGLISH = `Your data from Potok
====================

User: @{username}
Made: {date} (UTC)

This is everything you put into Potok and everything Potok keeps about you. The .json files
are JSON text (UTF-8) in the same shapes Potok's API answers (/v1/docs). Dates are ISO 8601
in UTC.

README.txt           this file.
profile.json         your profile (the card as others see it), your e-mail address and
                     whether it is verified, when you joined, the account's state, your
                     permissions, notification settings and badges.
entries.json         your entries (text, files, link, tags, reactions, counters, flags);
                     each with history: its earlier versions if it was edited (newest first).
comments.json        your comments with their edit history.
reactions.json       the reactions you gave to entries.
bookmarks.json       your bookmarks: people, entries, comments, feeds, each with the date.
subscriptions.json   users: whom you follow (and notify_new_posts: whether you asked to be
                     told of their new entries); feeds: the feeds you follow; subscribers:
                     who follows you.
feeds.json           the feeds you made.
notifications.json   your notifications, read and hidden ones included.
logins.json          sign-ins to your account (sessions): OS, browser, the User-Agent line,
                     when each began, expires or ended; is_current marks the session this
                     archive was made from.
reports.json         the reports you filed and whether they are resolved.
files.json           the files you uploaded: name, type, size, pixel size, alt text; path is
                     where the original is in this archive.
media/<uuid>.<ext>   the originals of your uploads as Potok keeps them: images without EXIF
                     metadata, videos without where, with what and when they were filmed.

Your password is not in the archive: Potok keeps only a hash of it.
`;

/** The README's text for `facts`: Russian first, then English. */
export function readmeText(facts: ReadmeFacts): string {
  const fill = (text: string) =>
    text.replaceAll('{username}', facts.username).replaceAll('{date}', facts.date.toISOString());
  return `${fill(RUSSIAN)}\n\n${fill(ENGLISH)}`.replaceAll('\n', '\r\n');
}
