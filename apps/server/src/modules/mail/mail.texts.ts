/**
 * The words of Potok's mails, in the four languages of the web app (spec §9 "Locales": ru, en,
 * pt, jp — `ja` here, the BCP 47 tag i18next and `Intl` use), as i18next resources: `{{name}}`
 * placeholders, plural forms by the language's CLDR rules (`_one`, `_few`, `_many`, `_other`).
 * Every locale has every key with the same placeholders (mail.test.ts checks).
 *
 * Keys per mail: `<mail>.subject`, `<mail>.intro` (and more lines where the mail needs them);
 * `common.*` are shared lines (greeting, the code's expiry, the signature). Server-side texts
 * live here, not in the web app's locale files: the web app never shows them. The product's name
 * is written as the web app's interface writes it in that language (`app_name` of its `app`
 * namespace: «Поток» in Russian, declined as Russian declines it; `Potok` elsewhere), and
 * `common.app_name` is the `From` name of mails when MAIL_FROM is not set (mail.test.ts checks both).
 */

/** One locale's texts. */
export type MailTexts = Record<string, Record<string, string>>;

const ru: MailTexts = {
  unsubscribe_page: {
    title: 'Отписка от сводки — Поток',
    done: 'Готово: ежедневная сводка больше не придёт. Включить её снова можно в настройках уведомлений.',
    invalid: 'Эта ссылка для отписки не работает. Выключить сводку можно в настройках уведомлений.',
    back: 'Открыть Поток',
  },
  common: {
    quote: '«{{text}}»',
    greeting: 'Здравствуйте, {{name}}!',
    greeting_anonymous: 'Здравствуйте!',
    code_label: 'Ваш код',
    expiry: 'Код действует {{minutes}} минут. Никому его не сообщайте.',
    not_you: 'Если это были не вы, просто не обращайте внимания на это письмо.',
    app_name: 'Поток',
    signature: '— Поток',
  },
  recovery_code: {
    subject: 'Код для смены пароля в Потоке',
    intro: 'Кто-то — надеемся, вы — попросил сменить пароль от вашего аккаунта в Потоке.',
    outro: 'Если это были не вы, пароль останется прежним: просто не обращайте внимания на письмо.',
  },
  recovery_unknown: {
    subject: 'Смена пароля в Потоке',
    intro:
      'Кто-то попросил сменить пароль в Потоке для этого адреса, но ни один аккаунт им не пользуется.',
    outro:
      'Если это были вы, возможно, вы регистрировались с другим адресом. Если нет — просто не обращайте внимания на это письмо.',
  },
  verify_code: {
    subject: 'Подтвердите адрес почты в Потоке',
    intro: 'Чтобы подтвердить, что этот адрес ваш, введите код в настройках аккаунта.',
  },
  change_code: {
    subject: 'Подтвердите новый адрес почты в Потоке',
    intro:
      'Вы хотите, чтобы аккаунт @{{username}} в Потоке пользовался этим адресом. Введите код в настройках аккаунта.',
  },
  email_changed: {
    subject: 'Адрес почты в Потоке изменён',
    intro:
      'Аккаунт @{{username}} теперь пользуется адресом {{email}}; письма на этот адрес больше не придут.',
    outro:
      'Если это сделали не вы, восстановите доступ через «Забыли пароль?» с новым адресом или напишите нам.',
  },
  digest: {
    subject_one: 'В Потоке {{count}} непрочитанный ответ или упоминание',
    subject_few: 'В Потоке {{count}} непрочитанных ответа и упоминания',
    subject_many: 'В Потоке {{count}} непрочитанных ответов и упоминаний',
    subject_other: 'В Потоке {{count}} непрочитанного ответа и упоминания',
    intro: 'Вот что ждёт вас с прошлого письма:',
    reply: '{{sender}} ответил(а) вам',
    mention: '{{sender}} упомянул(а) вас',
    more_one: 'И ещё {{count}} — в уведомлениях.',
    more_few: 'И ещё {{count}} — в уведомлениях.',
    more_many: 'И ещё {{count}} — в уведомлениях.',
    more_other: 'И ещё {{count}} — в уведомлениях.',
    open: 'Открыть уведомления',
    why: 'Вы получаете это письмо, потому что включили ежедневную сводку в настройках уведомлений.',
    unsubscribe: 'Отписаться от сводки',
  },
};

const en: MailTexts = {
  unsubscribe_page: {
    title: 'Digest unsubscribe — Potok',
    done: 'Done: the daily digest will no longer come. You can switch it back on in your notification settings.',
    invalid:
      'This unsubscribe link does not work. You can switch the digest off in your notification settings.',
    back: 'Open Potok',
  },
  common: {
    quote: '“{{text}}”',
    greeting: 'Hello, {{name}}!',
    greeting_anonymous: 'Hello!',
    code_label: 'Your code',
    expiry: 'The code is valid for {{minutes}} minutes. Do not share it with anyone.',
    not_you: 'If this was not you, simply ignore this e-mail.',
    app_name: 'Potok',
    signature: '— Potok',
  },
  recovery_code: {
    subject: 'Your Potok password reset code',
    intro: 'Someone — hopefully you — asked to change the password of your Potok account.',
    outro: 'If this was not you, your password stays as it is: simply ignore this e-mail.',
  },
  recovery_unknown: {
    subject: 'Potok password reset',
    intro:
      'Someone asked to change a Potok password for this address, but no account uses this address.',
    outro:
      'If this was you, you may have signed up with another address. If not, simply ignore this e-mail.',
  },
  verify_code: {
    subject: 'Confirm your e-mail address for Potok',
    intro: 'To confirm that this address is yours, enter the code in your account settings.',
  },
  change_code: {
    subject: 'Confirm your new e-mail address for Potok',
    intro:
      'You asked for the Potok account @{{username}} to use this address. Enter the code in your account settings.',
  },
  email_changed: {
    subject: 'Your Potok e-mail address was changed',
    intro:
      'The account @{{username}} now uses the address {{email}}; mail will no longer come to this one.',
    outro:
      'If this was not you, take your account back with “Forgot password?” on the new address, or write to us.',
  },
  digest: {
    subject_one: '{{count}} unread reply or mention on Potok',
    subject_other: '{{count}} unread replies and mentions on Potok',
    intro: 'Here is what has been waiting for you since the last e-mail:',
    reply: '{{sender}} replied to you',
    mention: '{{sender}} mentioned you',
    more_one: 'And {{count}} more in your notifications.',
    more_other: 'And {{count}} more in your notifications.',
    open: 'Open notifications',
    why: 'You get this e-mail because you switched on the daily digest in your notification settings.',
    unsubscribe: 'Unsubscribe from the digest',
  },
};

const pt: MailTexts = {
  unsubscribe_page: {
    title: 'Cancelar o resumo — Potok',
    done: 'Feito: o resumo diário deixará de chegar. Pode voltar a ativá-lo nas definições de notificações.',
    invalid:
      'Este link de cancelamento não funciona. Pode desativar o resumo nas definições de notificações.',
    back: 'Abrir o Potok',
  },
  common: {
    quote: '«{{text}}»',
    greeting: 'Olá, {{name}}!',
    greeting_anonymous: 'Olá!',
    code_label: 'O seu código',
    expiry: 'O código é válido por {{minutes}} minutos. Não o partilhe com ninguém.',
    not_you: 'Se não foi você, ignore este e-mail.',
    app_name: 'Potok',
    signature: '— Potok',
  },
  recovery_code: {
    subject: 'Código para redefinir a sua senha do Potok',
    intro: 'Alguém — esperamos que você — pediu para alterar a senha da sua conta do Potok.',
    outro: 'Se não foi você, a sua senha continua a mesma: ignore este e-mail.',
  },
  recovery_unknown: {
    subject: 'Redefinição de senha do Potok',
    intro:
      'Alguém pediu para alterar uma senha do Potok para este endereço, mas nenhuma conta usa este endereço.',
    outro: 'Se foi você, talvez se tenha registado com outro endereço. Se não, ignore este e-mail.',
  },
  verify_code: {
    subject: 'Confirme o seu endereço de e-mail no Potok',
    intro: 'Para confirmar que este endereço é seu, introduza o código nas definições da conta.',
  },
  change_code: {
    subject: 'Confirme o seu novo endereço de e-mail no Potok',
    intro:
      'Pediu que a conta @{{username}} do Potok passe a usar este endereço. Introduza o código nas definições da conta.',
  },
  email_changed: {
    subject: 'O seu endereço de e-mail do Potok foi alterado',
    intro:
      'A conta @{{username}} passou a usar o endereço {{email}}; os e-mails deixarão de chegar a este.',
    outro:
      'Se não foi você, recupere a conta com «Esqueceu a senha?» no novo endereço, ou escreva-nos.',
  },
  digest: {
    subject_one: '{{count}} resposta ou menção por ler no Potok',
    subject_many: '{{count}} respostas e menções por ler no Potok',
    subject_other: '{{count}} respostas e menções por ler no Potok',
    intro: 'Eis o que o espera desde o último e-mail:',
    reply: '{{sender}} respondeu-lhe',
    mention: '{{sender}} mencionou-o',
    more_one: 'E mais {{count}} nas suas notificações.',
    more_many: 'E mais {{count}} nas suas notificações.',
    more_other: 'E mais {{count}} nas suas notificações.',
    open: 'Abrir notificações',
    why: 'Recebe este e-mail porque ativou o resumo diário nas definições de notificações.',
    unsubscribe: 'Cancelar o resumo',
  },
};

const ja: MailTexts = {
  unsubscribe_page: {
    title: 'まとめの配信停止 — Potok',
    done: '毎日のまとめの配信を停止しました。通知設定からいつでも再開できます。',
    invalid: 'この配信停止リンクは無効です。まとめは通知設定からオフにできます。',
    back: 'Potok を開く',
  },
  common: {
    quote: '「{{text}}」',
    greeting: '{{name}} さん、こんにちは。',
    greeting_anonymous: 'こんにちは。',
    code_label: '確認コード',
    expiry: 'このコードの有効期限は {{minutes}} 分です。誰にも教えないでください。',
    not_you: 'お心当たりがない場合は、このメールを無視してください。',
    app_name: 'Potok',
    signature: '— Potok',
  },
  recovery_code: {
    subject: 'Potok パスワード再設定コード',
    intro: 'Potok アカウントのパスワード変更がリクエストされました。',
    outro: 'お心当たりがない場合、パスワードは変更されません。このメールを無視してください。',
  },
  recovery_unknown: {
    subject: 'Potok パスワードの再設定',
    intro:
      'このアドレスで Potok のパスワード変更がリクエストされましたが、このアドレスを使っているアカウントはありません。',
    outro:
      '別のアドレスで登録した可能性があります。お心当たりがない場合は、このメールを無視してください。',
  },
  verify_code: {
    subject: 'Potok のメールアドレスを確認してください',
    intro:
      'このアドレスがあなたのものであることを確認するため、アカウント設定でコードを入力してください。',
  },
  change_code: {
    subject: 'Potok の新しいメールアドレスを確認してください',
    intro:
      'Potok アカウント @{{username}} でこのアドレスを使うようリクエストされました。アカウント設定でコードを入力してください。',
  },
  email_changed: {
    subject: 'Potok のメールアドレスが変更されました',
    intro:
      'アカウント @{{username}} は今後 {{email}} を使います。このアドレスにはメールが届かなくなります。',
    outro:
      'お心当たりがない場合は、新しいアドレスで「パスワードをお忘れですか？」からアカウントを取り戻すか、お問い合わせください。',
  },
  digest: {
    subject_other: 'Potok に未読の返信とメンションが {{count}} 件あります',
    intro: '前回のメール以降に届いたものです：',
    reply: '{{sender}} さんがあなたに返信しました',
    mention: '{{sender}} さんがあなたをメンションしました',
    more_other: 'ほか {{count}} 件は通知でご覧ください。',
    open: '通知を開く',
    why: '通知設定で毎日のまとめをオンにしているため、このメールが届いています。',
    unsubscribe: 'まとめの配信を停止',
  },
};

/** The texts by i18next language tag. */
export const MAIL_TEXTS: Record<'ru' | 'en' | 'pt' | 'ja', MailTexts> = { ru, en, pt, ja };
