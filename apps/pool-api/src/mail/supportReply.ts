import { htmlPage, type MailLocale, mailTexts, paragraphs, type RenderedMail } from './messages';

// The support team's answer to a contact-form message, written in the console and mailed in the sender's language:
// "Re: <their subject>", a greeting, the answer, a signature, and their message quoted below. Its threading headers
// (In-Reply-To, References) name the message's own Message-ID, which the confirmation mail carried.

/** What a reply mail shows (its outbox payload). */
export interface SupportReplyData {
  /** The contact message's id. */
  messageId: string;
  /** The sender's name and subject, and what they wrote. */
  name: string;
  subject: string;
  message: string;
  /** The answer. */
  body: string;
  /** The staff member's user name. */
  author: string;
}

/** The Message-ID of a contact message: its confirmation mail carries it, replies name it in their threading headers. */
export const contactMessageId = (id: string) => `<contact-${id}@lode>`;

type Texts = {
  greeting: (name: string) => string;
  signature: (author: string) => string;
  quoted: string;
};

const texts: Record<MailLocale, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: (author) => `Best regards,\n${author}, Lode support`,
    quoted: 'Your message',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    signature: (author) => `С уважением,\n${author}, служба поддержки Lode`,
    quoted: 'Ваше сообщение',
  },
  cn: {
    greeting: (name) => `${name}，您好：`,
    signature: (author) => `此致\n${author}，Lode 客服团队`,
    quoted: '您的留言',
  },
};

/** The subject of a reply: "Re: " once before the sender's subject. */
export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

/** A reply in `locale`: subject, plain text and HTML. */
export function renderSupportReply(
  locale: MailLocale,
  data: SupportReplyData,
  links: { appUrl: string },
): RenderedMail {
  const t = texts[locale];
  const subject = replySubject(data.subject);
  const body = `${t.greeting(data.name)}\n\n${data.body.trim()}\n\n${t.signature(data.author)}`;
  const quote = data.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject,
    text: `${body}\n\n${t.quoted}:\n${quote}\n\n-- \n${mailTexts[locale].footer}\n`,
    html: htmlPage(
      locale,
      subject,
      `${paragraphs(body)}\n<blockquote style="color:#64748b">${paragraphs(data.message)}</blockquote>`,
      links,
    ),
  };
}
