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
