-- The seeded help articles in the interface's other languages (en, pt, jp), beside the Russian ones
-- of 0005_help_articles.sql: the terms of use, the privacy policy and the contacts. GET help
-- answers in the reader's language and falls back to Russian article by article
-- (docs/decisions/help-languages.md).
--
-- Existing databases are treated with care: a translation an operator already wrote (same slug
-- and language) is kept (ON CONFLICT DO NOTHING); an article whose Russian original an operator
-- removed is not brought back in another language; the contacts carry the address the Russian
-- contacts show now (an operator may have set it with `npm run admin -- help contact`). Uuids are
-- fixed, so /help/{uuid} is the same address on every installation. Words of the interface
-- (Report, Delete account, Login activity…) are the locale files' words in each language.
INSERT INTO "help_articles" ("uuid", "slug", "language", "title", "content_html", "date_edited", "position")
SELECT t.uuid::uuid, t.slug, t.language, t.title,
       CASE WHEN t.slug = 'contacts'
            THEN replace(t.content_html, 'support@potok.example', coalesce(
                   (SELECT substring(ru.content_html FROM 'mailto:([^"''?<>[:space:]]+)')
                      FROM "help_articles" ru WHERE ru.slug = 'contacts' AND ru.language = 'ru'),
                   'support@potok.example'))
            ELSE t.content_html END,
       '2026-12-03 12:00:00+00'::timestamptz,
       coalesce((SELECT ru.position FROM "help_articles" ru
                  WHERE ru.slug = t.slug AND ru.language = 'ru'), t.position)
FROM (VALUES
(
'01a20320-a210-7a76-bdd6-73d6c880eb45', 'user-agreement', 'en', 10,
'Terms of use',
$html$<p>Potok is a small independent social network with a plain chronological feed. There are no recommendations, no ads and no algorithms deciding for you what to read. These terms describe how the service works and which rules we ask you to keep. By creating an account you accept them.</p>
<h2>What Potok is</h2>
<p>On Potok you write posts with text, images and links, comment, follow people and topic feeds, and bookmark posts. The feed shows posts in the order they were published: newest on top. Editing a post does not lift it up the feed.</p>
<h2>What we promise</h2>
<ul>
<li>The feed is always chronological. We do not rank posts or mix anything “recommended” into it.</li>
<li>There are no ads on Potok: no banners and no promoted posts.</li>
<li>We do not sell your data or hand it to advertisers, data brokers or anyone else.</li>
</ul>
<h2>Your account</h2>
<ul>
<li>To sign up you need a name, a username, an e-mail address and a password. Give an address you can read: if you ever need to reset your password, the code goes there.</li>
<li>You are responsible for keeping your password safe. If you think someone else has signed in to your account, change the password and write to us.</li>
<li>Do not create accounts to get around a block, to pass yourself off as someone else or to agree with yourself.</li>
</ul>
<h2>What you must not publish</h2>
<p>Public posts are seen by everyone, including guests without an account. Please do not publish:</p>
<ul>
<li>anything the law forbids, above all any sexual material involving minors;</li>
<li>threats, calls to violence, harassment and stalking;</li>
<li>other people’s personal data without their consent: addresses, phone numbers, documents, messages, photos;</li>
<li>spam, fake engagement, fraud, malware and phishing links;</li>
<li>other people’s texts, photos and other works, unless you have the right to share them.</li>
</ul>
<p>Explicit adult material is allowed only in posts marked “18+”. If a post was made with the help of AI, say so when you publish it.</p>
<h2>Reports and moderation</h2>
<p>You can report a post, a comment, a user or a feed from its menu. Reports are read by the people who run Potok. Material that breaks these rules may be hidden or removed, and an account may be suspended for a while or blocked. The decision depends on the violation, not on how popular the account is.</p>
<h2>Your posts</h2>
<p>What you publish remains yours. By publishing a post or a comment you allow Potok to store it and show it to other people in the way you chose when you published it — until you delete it.</p>
<p>You can edit or delete your post or comment at any time. Earlier versions of an edited post are shown in its edit history.</p>
<h2>Deleting your account</h2>
<p>You can delete your account in the settings, under “Delete account”: you will need your password and a confirmation. Together with the account, your personal data and everything you published are erased: posts, comments, images, bookmarks, follows and sign-in sessions. Your username stays taken, so that nobody can pass themselves off as you, and your profile shows that the account was deleted. A deleted account cannot be restored.</p>
<p>We may block an account that breaks the rules grossly or repeatedly.</p>
<h2>No guarantees</h2>
<p>Potok is made by a small team. We do our best to keep the service running and your data safe, but we cannot promise it: the service is provided “as is”. Keep copies of whatever truly matters to you.</p>
<h2>Changes</h2>
<p>If these rules change, we will update this page — the date of the last edit is shown under the title. We will announce important changes in advance in the notifications.</p>
<p>Questions and suggestions are welcome on the <a href="/help/contacts">Contacts</a> page.</p>$html$
),
(
'01a20320-a211-78d1-954e-e4f159e5c1d2', 'privacy', 'en', 20,
'Privacy policy',
$html$<p>This page says in plain words what data Potok keeps about you, why it is needed and what you can do with it.</p>
<h2>What we keep and why</h2>
<ul>
<li><strong>Your e-mail address</strong> — so that you can sign in and reset your password. It is never shown to other people.</li>
<li><strong>Your password</strong> — not the password itself but its hash, computed with the argon2id algorithm. The password cannot be recovered from the hash, so not even we can know it.</li>
<li><strong>Your profile</strong> — name, username, description and the other fields you filled in. Everyone can see them.</li>
<li><strong>Sign-in sessions</strong> — for each sign-in: the date and the name and version of the browser and operating system (from the line the browser itself tells websites). They keep you signed in, and under “Login activity” you can check where your account was used from and notice someone else’s sign-in. The session key is stored only as a hash.</li>
<li><strong>What you publish and do</strong> — posts, comments, images, links, reactions, bookmarks, follows and the reports you send. The service could not work without them.</li>
<li><strong>Server logs</strong> — technical records of requests: the time, the page address, the IP address. They are needed to find errors and fend off attacks, are kept for a limited time and are used for nothing else.</li>
</ul>
<h2>Who sees your data</h2>
<p>Public posts and comments, your profile, whom you follow and who follows you are seen by everyone, including guests without an account and search engines. Your e-mail, sign-in sessions and bookmarks are seen by you alone. Only the people who run Potok have access to the database, and they use it only to run the service and to look into reports.</p>
<h2>What we do not do</h2>
<ul>
<li>We do not sell your data or hand it to advertisers, data brokers or anyone else.</li>
<li>We do not show ads or build advertising profiles.</li>
<li>We do not use ad networks, visitor counters or analytics systems.</li>
</ul>
<h2>Cookies</h2>
<p>Potok sets one cookie — <strong>sid</strong>, the key of your session. It is there only to keep you signed in; the page’s scripts cannot see it. The cookie is removed when you sign out; if you do not, the session lasts a year.</p>
<p>The theme, the language, the interface density and post drafts are kept in your browser’s storage and are not sent to the server.</p>
<h2>How long we keep data</h2>
<p>Data is kept as long as the account exists. A deleted post or comment disappears for everyone at once; in the database it stays hidden, so that a report about it can be looked into, and is erased together with the account. When an account is deleted, its personal data and everything it published are erased.</p>
<h2>Your rights</h2>
<p>At any time you can change your profile, delete your posts and comments, or delete the whole account. If you want to know what data about you is kept, or to have it corrected or erased, write to us — the address is on the <a href="/help/contacts">Contacts</a> page.</p>$html$
),
(
'01a20320-a212-7290-90d8-5799925e9d27', 'contacts', 'en', 30,
'Contacts',
$html$<p>Potok is run by a small team. We read every message and try to answer within a few days.</p>
<h2>E-mail</h2>
<p><a href="mailto:support@potok.example">support@potok.example</a> — questions, bugs, suggestions and getting back into your account.</p>
<p>If you write about your account, send the message from the address it is registered with and give your username. We never ask for your password.</p>
<h2>Reports</h2>
<p>To report a post, a comment, a user or a feed, open its menu and choose “Report”: the report then reaches the moderators at once, with a link. If the matter is urgent or concerns illegal material, send the report by e-mail as well.</p>
<h2>Security</h2>
<p>Found a vulnerability? Write to the same address with the subject “Security”. Please do not talk about it in public until we have fixed it.</p>$html$
),
(
'01a20320-a220-7fbf-a8f4-8736ee5991c0', 'user-agreement', 'pt', 10,
'Termos de uso',
$html$<p>O Potok é uma pequena rede social independente com um feed simples e cronológico. Aqui não há recomendações, anúncios nem algoritmos que decidem por você o que ler. Estes termos descrevem como o serviço funciona e quais regras pedimos que você siga. Ao criar uma conta, você as aceita.</p>
<h2>O que é o Potok</h2>
<p>No Potok você escreve publicações com texto, imagens e links, comenta, segue pessoas e feeds temáticos e adiciona publicações aos favoritos. O feed mostra as publicações na ordem em que foram publicadas: as mais novas em cima. Editar uma publicação não a faz subir no feed.</p>
<h2>O que prometemos</h2>
<ul>
<li>O feed é sempre cronológico. Não ordenamos as publicações por relevância nem misturamos nele nada “recomendado”.</li>
<li>No Potok não há anúncios: nem banners, nem publicações patrocinadas.</li>
<li>Não vendemos os seus dados nem os repassamos a anunciantes, corretores de dados ou a quem quer que seja.</li>
</ul>
<h2>Conta</h2>
<ul>
<li>Para se cadastrar, você precisa de um nome, um nome de usuário, um endereço de e-mail e uma senha. Informe um endereço que você consegue ler: é para lá que vai o código se for preciso redefinir a senha.</li>
<li>Você é responsável por manter a sua senha em segurança. Se achar que outra pessoa entrou na sua conta, troque a senha e escreva para nós.</li>
<li>Não crie contas para contornar um bloqueio, se passar por outra pessoa ou concordar consigo mesmo.</li>
</ul>
<h2>O que não se pode publicar</h2>
<p>Publicações públicas são vistas por todos, inclusive visitantes sem conta. Por favor, não publique:</p>
<ul>
<li>nada que a lei proíba e, acima de tudo, qualquer material sexual envolvendo menores;</li>
<li>ameaças, incitação à violência, assédio e perseguição;</li>
<li>dados pessoais de outras pessoas sem o consentimento delas: endereços, telefones, documentos, conversas, fotos;</li>
<li>spam, engajamento falso, fraudes, programas maliciosos e links de phishing;</li>
<li>textos, fotos e outras obras de terceiros, se você não tiver o direito de divulgá-los.</li>
</ul>
<p>Material adulto explícito só é permitido em publicações marcadas como “18+”. Se uma publicação foi feita com a ajuda de IA, indique isso ao publicar.</p>
<h2>Denúncias e moderação</h2>
<p>Você pode denunciar uma publicação, um comentário, um usuário ou um feed pelo menu de cada um. As denúncias são analisadas pelas pessoas que mantêm o Potok. Material que viole estas regras pode ser ocultado ou removido, e a conta pode ser suspensa temporariamente ou bloqueada. A decisão depende da violação, não da popularidade da conta.</p>
<h2>As suas publicações</h2>
<p>Os direitos sobre o que você publica continuam sendo seus. Ao publicar uma publicação ou um comentário, você permite que o Potok os guarde e os mostre a outras pessoas da forma que você escolheu ao publicar — até que você os exclua.</p>
<p>Você pode editar ou excluir a sua publicação ou o seu comentário a qualquer momento. As versões anteriores de uma publicação editada aparecem no histórico de edições dela.</p>
<h2>Exclusão da conta</h2>
<p>Você pode excluir a sua conta nas configurações, em “Excluir conta”: serão necessárias a senha e uma confirmação. Junto com a conta são apagados os seus dados pessoais e tudo o que você publicou: publicações, comentários, imagens, favoritos, pessoas seguidas e sessões de acesso. O nome de usuário continua reservado, para que ninguém possa se passar por você, e o perfil mostra que a conta foi excluída. Uma conta excluída não pode ser recuperada.</p>
<p>Podemos bloquear uma conta que viole as regras de forma grave ou repetida.</p>
<h2>Sem garantias</h2>
<p>O Potok é feito por uma equipe pequena. Fazemos o possível para que o serviço funcione sem interrupções e os dados não se percam, mas não podemos prometer isso: o serviço é oferecido “no estado em que se encontra”. Guarde cópias do que for realmente importante para você.</p>
<h2>Alterações</h2>
<p>Se as regras mudarem, atualizaremos esta página — a data da última edição aparece abaixo do título. Avisaremos com antecedência sobre mudanças importantes nas notificações.</p>
<p>Dúvidas e sugestões: veja a página <a href="/help/contacts">Contatos</a>.</p>$html$
),
(
'01a20320-a221-73c0-9686-03b1724c4050', 'privacy', 'pt', 20,
'Política de privacidade',
$html$<p>Aqui explicamos em palavras simples quais dados o Potok guarda sobre você, para que eles servem e o que você pode fazer com eles.</p>
<h2>O que guardamos e por quê</h2>
<ul>
<li><strong>Endereço de e-mail</strong> — para que você possa entrar e redefinir a senha. Ele não é mostrado a outras pessoas.</li>
<li><strong>Senha</strong> — não a senha em si, mas o hash dela, calculado com o algoritmo argon2id. Não é possível recuperar a senha a partir do hash, por isso nem nós conseguimos saber qual é.</li>
<li><strong>Perfil</strong> — nome, nome de usuário, descrição e os outros campos que você preencheu. Todos podem vê-los.</li>
<li><strong>Sessões de acesso</strong> — para cada acesso: a data, além do nome e da versão do navegador e do sistema operacional (tirados da linha que o próprio navegador informa aos sites). Com elas você continua conectado, e em “Atividade de acesso” pode verificar de onde a sua conta foi acessada e perceber um acesso estranho. A chave da sessão é guardada apenas como hash.</li>
<li><strong>O que você publica e faz</strong> — publicações, comentários, imagens, links, reações, favoritos, pessoas seguidas e denúncias enviadas. Sem isso o serviço não funcionaria.</li>
<li><strong>Registros do servidor</strong> — anotações técnicas sobre as requisições: horário, endereço da página, endereço IP. Servem para encontrar erros e conter ataques, são guardados por tempo limitado e não são usados para mais nada.</li>
</ul>
<h2>Quem vê os seus dados</h2>
<p>Publicações e comentários públicos, o perfil, quem você segue e quem segue você são vistos por todos, inclusive visitantes sem conta e mecanismos de busca. O e-mail, as sessões de acesso e os favoritos só você vê. Apenas as pessoas que mantêm o Potok têm acesso ao banco de dados, e elas o consultam somente para o funcionamento do serviço e a análise de denúncias.</p>
<h2>O que não fazemos</h2>
<ul>
<li>Não vendemos nem repassamos os seus dados a anunciantes, corretores de dados ou a quem quer que seja.</li>
<li>Não mostramos anúncios nem montamos perfis publicitários.</li>
<li>Não usamos redes de anúncios, contadores de visitas nem sistemas de análise.</li>
</ul>
<h2>Cookies</h2>
<p>O Potok define um único cookie — <strong>sid</strong>, a chave da sua sessão. Ele serve apenas para manter você conectado; os scripts da página não conseguem vê-lo. O cookie é apagado quando você sai da conta; se você não sair, a sessão vale por um ano.</p>
<p>O tema, o idioma, a densidade da interface e os rascunhos de publicações ficam guardados no seu navegador e não são enviados ao servidor.</p>
<h2>Por quanto tempo guardamos</h2>
<p>Os dados são guardados enquanto a conta existir. Uma publicação ou um comentário excluído desaparece na hora para todos; no banco de dados ele fica oculto, para que uma denúncia possa ser analisada, e é apagado junto com a conta. Quando a conta é excluída, são apagados os seus dados pessoais e tudo o que você publicou.</p>
<h2>Os seus direitos</h2>
<p>A qualquer momento você pode alterar o perfil, excluir as suas publicações e comentários ou a conta inteira. Se quiser saber quais dados sobre você guardamos, corrigi-los ou apagá-los, escreva para nós — o endereço está na página <a href="/help/contacts">Contatos</a>.</p>$html$
),
(
'01a20320-a222-7a55-ab25-b99d90034c33', 'contacts', 'pt', 30,
'Contatos',
$html$<p>O Potok é mantido por uma equipe pequena. Lemos todas as mensagens e procuramos responder em poucos dias.</p>
<h2>E-mail</h2>
<p><a href="mailto:support@potok.example">support@potok.example</a> — dúvidas, erros, sugestões e recuperação do acesso à conta.</p>
<p>Se for escrever sobre a sua conta, envie a mensagem a partir do endereço com que ela foi cadastrada e informe o seu nome de usuário. Nunca pedimos a sua senha.</p>
<h2>Denúncias</h2>
<p>Para denunciar uma publicação, um comentário, um usuário ou um feed, abra o menu correspondente e escolha “Denunciar”: assim a denúncia chega direto aos moderadores, já com o link. Se o caso for urgente ou envolver material ilegal, envie a denúncia também por e-mail.</p>
<h2>Segurança</h2>
<p>Encontrou uma vulnerabilidade? Escreva para o mesmo endereço com o assunto “Segurança”. Por favor, não a divulgue publicamente até que a tenhamos corrigido.</p>$html$
),
(
'01a20320-a230-7e67-8d89-19fed0b143ea', 'user-agreement', 'jp', 10,
'利用規約',
$html$<p>Potokは、シンプルな時系列フィードを持つ小さな独立系SNSです。おすすめも広告も、何を読むべきかをあなたの代わりに決めるアルゴリズムもありません。この規約では、サービスの仕組みと、守っていただきたいルールを説明します。アカウントを作成すると、この規約に同意したことになります。</p>
<h2>Potokとは</h2>
<p>Potokでは、テキスト・画像・リンクを使った投稿を書き、コメントし、人やテーマ別のフィードをフォローし、投稿をブックマークできます。フィードには投稿が公開された順に、新しいものから表示されます。投稿を編集しても、フィードの上に移動することはありません。</p>
<h2>私たちの約束</h2>
<ul>
<li>フィードは常に時系列です。投稿を順位付けしたり、「おすすめ」を混ぜ込んだりすることはありません。</li>
<li>Potokには広告がありません。バナーもプロモーション投稿もありません。</li>
<li>あなたのデータを販売したり、広告主やデータブローカー、その他の誰かに渡したりすることはありません。</li>
</ul>
<h2>アカウント</h2>
<ul>
<li>登録には、名前、ユーザー名、メールアドレス、パスワードが必要です。受信できるメールアドレスを入力してください。パスワードを再設定するときのコードはそのアドレスに届きます。</li>
<li>パスワードの管理はご自身の責任です。誰かがあなたのアカウントにログインしたと思ったら、パスワードを変更して私たちにご連絡ください。</li>
<li>ブロックを回避したり、他人になりすましたり、自分の意見に自分で同調したりするためにアカウントを作らないでください。</li>
</ul>
<h2>投稿してはいけないもの</h2>
<p>公開の投稿は、アカウントを持たないゲストを含む誰もが見られます。次のものは投稿しないでください。</p>
<ul>
<li>法律で禁止されているもの。とりわけ、未成年者が関わる性的なコンテンツはいかなるものも禁止です。</li>
<li>脅迫、暴力の呼びかけ、嫌がらせ、つきまとい。</li>
<li>本人の同意のない他人の個人情報（住所、電話番号、書類、メッセージ、写真など）。</li>
<li>スパム、不正な水増し、詐欺、マルウェア、フィッシングリンク。</li>
<li>共有する権利を持たない他人の文章、写真、その他の著作物。</li>
</ul>
<p>成人向けの露骨なコンテンツは「18+」の印を付けた投稿でのみ認められます。AIを使って作成した投稿は、公開するときにその旨を示してください。</p>
<h2>通報とモデレーション</h2>
<p>投稿、コメント、ユーザー、フィードは、それぞれのメニューから通報できます。通報はPotokを運営する人間が確認します。このルールに反するコンテンツは非表示または削除されることがあり、アカウントは一時的に停止またはブロックされることがあります。判断は違反の内容によって決まり、アカウントの人気には左右されません。</p>
<h2>あなたの投稿</h2>
<p>あなたが公開したものの権利は、あなたに残ります。投稿やコメントを公開することで、あなたが削除するまでの間、Potokがそれを保存し、公開時に選んだ方法でほかの人に表示することを許可したことになります。</p>
<p>自分の投稿やコメントはいつでも編集・削除できます。編集した投稿の以前の版は、その投稿の編集履歴で見られます。</p>
<h2>アカウントの削除</h2>
<p>アカウントは設定の「アカウントを削除」から削除できます。パスワードと確認が必要です。アカウントとともに、あなたの個人情報と、あなたが公開したすべてのもの（投稿、コメント、画像、ブックマーク、フォロー、ログインセッション）が消去されます。誰もあなたになりすませないよう、ユーザー名は使用済みのまま残り、プロフィールにはアカウントが削除されたことが表示されます。削除したアカウントは元に戻せません。</p>
<p>ルールに重大な違反をした、または違反を繰り返したアカウントはブロックすることがあります。</p>
<h2>保証の否認</h2>
<p>Potokは小さなチームが作っています。サービスが止まらず、データが失われないよう努めていますが、それを約束することはできません。サービスは「現状のまま」提供されます。本当に大切なものは、ご自身でも控えを保管してください。</p>
<h2>変更</h2>
<p>ルールが変わった場合は、このページを更新します。最終更新日はタイトルの下に表示されます。重要な変更は、事前に通知でお知らせします。</p>
<p>ご質問やご提案は<a href="/help/contacts">お問い合わせ</a>のページからどうぞ。</p>$html$
),
(
'01a20320-a231-7b64-836e-d7bb2f771d4e', 'privacy', 'jp', 20,
'プライバシーポリシー',
$html$<p>Potokがあなたについてどんなデータを保存するのか、それが何のために必要なのか、あなたがそれをどう扱えるのかを、わかりやすく説明します。</p>
<h2>保存するデータとその理由</h2>
<ul>
<li><strong>メールアドレス</strong> — ログインとパスワードの再設定のために使います。ほかの人には表示されません。</li>
<li><strong>パスワード</strong> — パスワードそのものではなく、argon2idアルゴリズムで計算したハッシュを保存します。ハッシュからパスワードを復元することはできないため、私たちにもパスワードはわかりません。</li>
<li><strong>プロフィール</strong> — 名前、ユーザー名、自己紹介など、あなたが入力した項目です。誰でも見られます。</li>
<li><strong>ログインセッション</strong> — ログインごとの日時と、ブラウザとOSの名前とバージョン（ブラウザ自身がウェブサイトに伝える文字列から取得）です。これによってログイン状態が保たれ、「ログイン履歴」でどこからアカウントが使われたかを確認し、身に覚えのないログインに気づくことができます。セッションキーはハッシュとしてのみ保存されます。</li>
<li><strong>あなたが公開し、行ったこと</strong> — 投稿、コメント、画像、リンク、リアクション、ブックマーク、フォロー、送信した通報です。これらがなければサービスは動きません。</li>
<li><strong>サーバーのログ</strong> — リクエストの技術的な記録（日時、ページのアドレス、IPアドレス）です。エラーを見つけ、攻撃を防ぐために必要で、限られた期間だけ保存され、ほかの目的には使いません。</li>
</ul>
<h2>あなたのデータを見られる人</h2>
<p>公開の投稿とコメント、プロフィール、フォローとフォロワーは、アカウントのないゲストや検索エンジンを含む誰もが見られます。メールアドレス、ログインセッション、ブックマークを見られるのはあなただけです。データベースにアクセスできるのはPotokを運営する人だけで、サービスの運営と通報の確認のためにのみ使います。</p>
<h2>私たちがしないこと</h2>
<ul>
<li>あなたのデータを販売したり、広告主やデータブローカー、その他の誰かに渡したりしません。</li>
<li>広告を表示したり、広告用のプロファイルを作ったりしません。</li>
<li>広告ネットワーク、アクセスカウンター、アクセス解析ツールは使いません。</li>
</ul>
<h2>Cookie</h2>
<p>Potokが設定するCookieは1つだけです。セッションのキーである<strong>sid</strong>で、ログイン状態を保つためだけに使われ、ページのスクリプトからは読めません。ログアウトするとCookieは削除されます。ログアウトしない場合、セッションは1年間有効です。</p>
<p>テーマ、言語、表示密度、投稿の下書きはブラウザ内に保存され、サーバーには送られません。</p>
<h2>保存期間</h2>
<p>データはアカウントがある間保存されます。削除した投稿やコメントはすぐに誰からも見えなくなります。データベースには、通報を確認できるよう非表示の状態で残り、アカウントとともに消去されます。アカウントを削除すると、あなたの個人情報と、あなたが公開したすべてのものが消去されます。</p>
<h2>あなたの権利</h2>
<p>プロフィールの変更、投稿やコメントの削除、アカウント全体の削除はいつでもできます。保存されているデータを知りたい場合や、訂正・削除を希望する場合は、<a href="/help/contacts">お問い合わせ</a>のページにあるアドレスまでご連絡ください。</p>$html$
),
(
'01a20320-a232-7334-8f4a-cb0922e29632', 'contacts', 'jp', 30,
'お問い合わせ',
$html$<p>Potokは小さなチームが運営しています。すべてのメッセージに目を通し、数日以内に返信するよう努めています。</p>
<h2>メール</h2>
<p><a href="mailto:support@potok.example">support@potok.example</a> — ご質問、不具合の報告、ご提案、アカウントへのアクセスの回復。</p>
<p>アカウントについてのお問い合わせは、登録したメールアドレスから送り、ユーザー名を書き添えてください。私たちがパスワードを尋ねることは決してありません。</p>
<h2>通報</h2>
<p>投稿、コメント、ユーザー、フィードを通報するには、そのメニューを開いて「通報」を選んでください。通報はリンク付きですぐにモデレーターに届きます。緊急の場合や違法なコンテンツについては、メールでも通報してください。</p>
<h2>セキュリティ</h2>
<p>脆弱性を見つけましたか？ 件名を「セキュリティ」として同じアドレスにご連絡ください。修正が済むまでは公表しないようお願いします。</p>$html$
)
) AS t(uuid, slug, language, position, title, content_html)
WHERE EXISTS (SELECT 1 FROM "help_articles" ru WHERE ru.slug = t.slug AND ru.language = 'ru')
ON CONFLICT DO NOTHING;
