import { languageTag, localeName, locales, type Locale } from '@lode/i18n/paths';

// The languages of the provider's pages are the app's (`cn` is Chinese, written as the tag zh-CN): one table, in
// `@lode/i18n`.
export { locales, type Locale };

/** The `lang` attribute of each locale. */
export const htmlLang = (locale: Locale): string => languageTag(locale);

/** Each language's own name, for the language links. */
export const languageNames = (locale: Locale): string => localeName(locale);

const en = {
  realm: 'Lode',
  loginTitle: 'Sign in to your account',
  usernameOrEmail: 'Username or email',
  password: 'Password',
  doLogIn: 'Sign In',
  noAccount: 'New user?',
  doRegister: 'Register',
  registerTitle: 'Register',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Name',
  email: 'Email',
  username: 'Username',
  passwordConfirm: 'Confirm password',
  optional: '(optional)',
  backToLogin: '« Back to Login',
  invalidUserMessage: 'Invalid username or password.',
  missingUsernameMessage: 'Please specify username.',
  missingPasswordMessage: 'Please specify password.',
  missingEmailMessage: 'Please specify email.',
  invalidEmailMessage: 'Invalid email address.',
  invalidUsernameMessage: 'Username may contain only letters, digits, dots, hyphens and underscores.',
  usernameExistsMessage: 'Username already exists.',
  emailExistsMessage: 'Email already exists.',
  invalidPasswordConfirmMessage: "Password confirmation doesn't match.",
  language: 'Language',
  accountTitle: 'Your account',
  roles: 'Roles',
  signOut: 'Sign out',
  notSignedIn: 'You are not signed in.',
  backToApp: 'Back to Lode',
  signingOutTitle: 'Signing out',
  signingOut: 'Signing you out…',
  signedOutTitle: 'You are signed out',
  signedOut: 'You have signed out of Lode.',
  errorTitle: 'We are sorry…',
  errorText: 'This sign-in request cannot be completed.',
  pageExpired: 'This sign-in page has expired. Go back to Lode and sign in again.',
  unavailable: 'The sign-in service is temporarily unavailable.',
  otpLabel: 'One-time code',
  otpHint: 'Enter the one-time code from your authenticator application, or one of your recovery codes.',
  reauthenticate: 'Please re-authenticate to continue',
  doCancel: 'Cancel',
  doSubmit: 'Submit',
  invalidTotpMessage: 'Invalid authenticator code.',
  missingTotpMessage: 'Please specify authenticator code.',
  totpSection: 'Authenticator application',
  totpNotSetUp: 'Not set up. With it, changing payout addresses and keys asks for a one-time code.',
  totpSetUp: 'Set up authenticator application',
  totpEnrolled: 'Your authenticator application is set up.',
  totpTitle: 'Mobile Authenticator Setup',
  totpStep1: 'Install one of the following applications on your mobile:',
  totpStep2: 'Open the application and scan the barcode:',
  totpUnableToScan: 'Unable to scan?',
  totpManual: 'Open the application and enter the key:',
  totpUri: 'Or the key as a link:',
  totpStep3: 'Enter the one-time code provided by the application and click Submit to finish the setup.',
  qrAlt: 'QR code of the key',
  currentPassword: 'Current password',
  invalidPasswordExistingMessage: 'Invalid existing password.',
  recoveryTitle: 'Recovery codes',
  recoveryIntro:
    'Keep these codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
  successTotpMessage: 'Mobile authenticator configured.',
  successTotpRemovedMessage: 'Mobile authenticator removed.',
  otpOrRecovery: 'One-time code or recovery code',
  totpRemoveHint: 'To remove it, enter a one-time code from the application or a recovery code.',
  doRemove: 'Remove',
  backToAccount: '« Back to your account',
  staleFormMessage: 'This form has expired. Reload the page and try again.',
};

/** The message keys every language provides. */
export type MessageKey = keyof typeof en;

/** Keycloak's own wording in English; Russian and Chinese follow Keycloak's translations where it has them. */
export const messages: Record<Locale, Record<MessageKey, string>> = {
  en,
  ru: {
    realm: 'Lode',
    loginTitle: 'Вход в учётную запись',
    usernameOrEmail: 'Имя пользователя или e-mail',
    password: 'Пароль',
    doLogIn: 'Войти',
    noAccount: 'Новый пользователь?',
    doRegister: 'Регистрация',
    registerTitle: 'Регистрация',
    firstName: 'Имя',
    lastName: 'Фамилия',
    fullName: 'Имя и фамилия',
    email: 'E-mail',
    username: 'Имя пользователя',
    passwordConfirm: 'Подтверждение пароля',
    optional: '(необязательно)',
    backToLogin: '« Назад ко входу',
    invalidUserMessage: 'Неправильное имя пользователя или пароль.',
    missingUsernameMessage: 'Введите имя пользователя.',
    missingPasswordMessage: 'Введите пароль.',
    missingEmailMessage: 'Введите e-mail.',
    invalidEmailMessage: 'Неправильный адрес e-mail.',
    invalidUsernameMessage:
      'Имя пользователя может содержать только латинские буквы, цифры, точки, дефисы и подчёркивания.',
    usernameExistsMessage: 'Пользователь с таким именем уже существует.',
    emailExistsMessage: 'Пользователь с таким e-mail уже существует.',
    invalidPasswordConfirmMessage: 'Пароль и подтверждение не совпадают.',
    language: 'Язык',
    accountTitle: 'Ваша учётная запись',
    roles: 'Роли',
    signOut: 'Выйти',
    notSignedIn: 'Вы не вошли в систему.',
    backToApp: 'Вернуться в Lode',
    signingOutTitle: 'Выход',
    signingOut: 'Выполняется выход…',
    signedOutTitle: 'Вы вышли из системы',
    signedOut: 'Вы вышли из Lode.',
    errorTitle: 'Произошла ошибка',
    errorText: 'Этот запрос на вход не может быть выполнен.',
    pageExpired: 'Срок действия страницы входа истёк. Вернитесь в Lode и войдите снова.',
    unavailable: 'Служба входа временно недоступна.',
    otpLabel: 'Одноразовый код',
    otpHint: 'Введите одноразовый код из приложения-аутентификатора или один из кодов восстановления.',
    reauthenticate: 'Пожалуйста, войдите снова, чтобы продолжить',
    doCancel: 'Отмена',
    doSubmit: 'Отправить',
    invalidTotpMessage: 'Неверный код аутентификатора.',
    missingTotpMessage: 'Введите код аутентификатора.',
    totpSection: 'Приложение-аутентификатор',
    totpNotSetUp: 'Не настроено. С ним смена адресов выплат и ключей будет требовать одноразовый код.',
    totpSetUp: 'Настроить приложение-аутентификатор',
    totpEnrolled: 'Приложение-аутентификатор настроено.',
    totpTitle: 'Настройка мобильного аутентификатора',
    totpStep1: 'Установите одно из следующих приложений на мобильный телефон:',
    totpStep2: 'Откройте приложение и отсканируйте QR-код:',
    totpUnableToScan: 'Не удаётся отсканировать?',
    totpManual: 'Откройте приложение и введите ключ:',
    totpUri: 'Или ключ в виде ссылки:',
    totpStep3: 'Введите одноразовый код из приложения и нажмите «Отправить», чтобы завершить настройку.',
    qrAlt: 'QR-код ключа',
    currentPassword: 'Текущий пароль',
    invalidPasswordExistingMessage: 'Неверный текущий пароль.',
    recoveryTitle: 'Коды восстановления',
    recoveryIntro:
      'Сохраните эти коды в надёжном месте: каждый из них один раз позволит войти, если вы потеряете телефон. Они показываются только сейчас.',
    successTotpMessage: 'Мобильный аутентификатор настроен.',
    successTotpRemovedMessage: 'Мобильный аутентификатор удалён.',
    otpOrRecovery: 'Одноразовый код или код восстановления',
    totpRemoveHint: 'Чтобы удалить его, введите одноразовый код из приложения или код восстановления.',
    doRemove: 'Удалить',
    backToAccount: '« Назад к учётной записи',
    staleFormMessage: 'Срок действия формы истёк. Обновите страницу и попробуйте снова.',
  },
  cn: {
    realm: 'Lode',
    loginTitle: '登录到您的账户',
    usernameOrEmail: '用户名或电子邮箱',
    password: '密码',
    doLogIn: '登录',
    noAccount: '新用户？',
    doRegister: '注册',
    registerTitle: '注册',
    firstName: '名',
    lastName: '姓',
    fullName: '姓名',
    email: '电子邮箱',
    username: '用户名',
    passwordConfirm: '确认密码',
    optional: '（可选）',
    backToLogin: '« 返回登录',
    invalidUserMessage: '用户名或密码无效。',
    missingUsernameMessage: '请输入用户名。',
    missingPasswordMessage: '请输入密码。',
    missingEmailMessage: '请输入电子邮箱。',
    invalidEmailMessage: '电子邮箱地址无效。',
    invalidUsernameMessage: '用户名只能包含拉丁字母、数字、点、连字符和下划线。',
    usernameExistsMessage: '用户名已存在。',
    emailExistsMessage: '该电子邮箱已被使用。',
    invalidPasswordConfirmMessage: '两次输入的密码不一致。',
    language: '语言',
    accountTitle: '您的账户',
    roles: '角色',
    signOut: '退出登录',
    notSignedIn: '您尚未登录。',
    backToApp: '返回 Lode',
    signingOutTitle: '正在退出',
    signingOut: '正在为您退出登录…',
    signedOutTitle: '您已退出登录',
    signedOut: '您已退出 Lode。',
    errorTitle: '很抱歉…',
    errorText: '无法完成此登录请求。',
    pageExpired: '登录页面已过期。请返回 Lode 重新登录。',
    unavailable: '登录服务暂时不可用。',
    otpLabel: '一次性代码',
    otpHint: '请输入身份验证器应用中的一次性代码，或一个恢复码。',
    reauthenticate: '请重新认证以继续',
    doCancel: '取消',
    doSubmit: '提交',
    invalidTotpMessage: '身份验证器代码无效。',
    missingTotpMessage: '请输入身份验证器代码。',
    totpSection: '身份验证器应用',
    totpNotSetUp: '未设置。设置后，更改收款地址和密钥时需要输入一次性代码。',
    totpSetUp: '设置身份验证器应用',
    totpEnrolled: '您的身份验证器应用已设置。',
    totpTitle: '移动身份验证器设置',
    totpStep1: '在您的手机上安装以下应用之一：',
    totpStep2: '打开应用并扫描二维码：',
    totpUnableToScan: '无法扫描？',
    totpManual: '打开应用并输入密钥：',
    totpUri: '或以链接形式提供的密钥：',
    totpStep3: '输入应用提供的一次性代码，然后点击“提交”完成设置。',
    qrAlt: '密钥二维码',
    currentPassword: '当前密码',
    invalidPasswordExistingMessage: '当前密码无效。',
    recoveryTitle: '恢复码',
    recoveryIntro:
      '请将这些代码保存在安全的地方：如果您丢失了手机，每个代码可让您登录一次。它们只在此时显示。',
    successTotpMessage: '移动身份验证器已配置。',
    successTotpRemovedMessage: '移动身份验证器已删除。',
    otpOrRecovery: '一次性代码或恢复码',
    totpRemoveHint: '要删除它，请输入应用中的一次性代码或一个恢复码。',
    doRemove: '删除',
    backToAccount: '« 返回您的账户',
    staleFormMessage: '此表单已过期。请刷新页面后重试。',
  },
};

/** Maps one BCP 47 tag (or the app's `cn`) to a page language, if it is one of ours. */
export function localeOfTag(tag: string): Locale | undefined {
  const t = tag.trim().toLowerCase();
  if (t === 'cn' || t === 'zh' || t.startsWith('zh-')) return 'cn';
  if (t === 'ru' || t.startsWith('ru-')) return 'ru';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * The page language: an explicit choice on the page (`kc_locale`), then the client's `ui_locales` (space-separated,
 * in order of preference), then the browser's Accept-Language, then English.
 */
export function pickLocale(choice?: string, uiLocales?: string, acceptLanguage?: string): Locale {
  const fromChoice = choice ? localeOfTag(choice) : undefined;
  if (fromChoice) return fromChoice;
  for (const tag of (uiLocales ?? '').split(/\s+/).filter(Boolean)) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of accepted) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'en';
}
