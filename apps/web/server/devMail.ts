// `/dev/mail`: what the pool API's embedded mail catcher caught, as a page, for a developer running `npm start` (as
// Mailpit shows its inbox). It exists only while the catcher runs: the page reads the API's `GET {api}/dev/mail`,
// which answers 404 as soon as `LODE_SMTP_URL` sends mail for real, and then so does the page. Rendered here, with
// no script: a list, newest first, and one page per message with its text and its HTML in a sandboxed frame. Below
// the mail, what the API's embedded webhook catcher received (`GET {api}/dev/webhooks`): its URL to point an endpoint
// at, and each request with whether its signature verified.
// It is a developer tool, in English only (the mails themselves are in their own language).

/** One caught message, as the API lists it (the fields this page shows). */
export interface CaughtMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** One request the webhook catcher received, as the API lists it. */
export interface CaughtWebhook {
  id: string;
  receivedAt: string;
  path: string;
  webhookId: string | null;
  /** Whether the signature verified with the secret of an endpoint pointed at the catcher. */
  verified: boolean;
  eventType: string | null;
  body: string;
}

/** The webhook catcher: where to point an endpoint, and what arrived, newest first. */
export interface CaughtWebhooks {
  url: string;
  items: CaughtWebhook[];
}

/** Reads what the webhook catcher received through the API's handler; `null` when it does not run. */
export async function caughtWebhooks(
  apiHandler: (request: Request) => Response | Promise<Response>,
  apiUrl: string,
): Promise<CaughtWebhooks | null> {
  const response = await apiHandler(
    new Request(`${apiUrl}/dev/webhooks`, { headers: { accept: 'application/json' } }),
  );
  if (response.status !== 200) return null;
  const body = (await response.json()) as Partial<CaughtWebhooks>;
  return { url: body.url ?? '', items: body.items ?? [] };
}

/** Reads what the catcher caught through the API's handler; `null` when the catcher does not run. */
export async function caughtMail(
  apiHandler: (request: Request) => Response | Promise<Response>,
  apiUrl: string,
): Promise<CaughtMessage[] | null> {
  const response = await apiHandler(
    new Request(`${apiUrl}/dev/mail`, { headers: { accept: 'application/json' } }),
  );
  if (response.status !== 200) return null;
  const body = (await response.json()) as { items?: CaughtMessage[] };
  return body.items ?? [];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

const languageNames: Record<string, string> = { en: 'English', ru: 'Russian', 'zh-CN': 'Chinese' };

/** The language a message says it is written in (`Content-Language`), by name. */
const languageOf = (m: CaughtMessage) => {
  const tag = m.headers['content-language'] ?? '';
  return languageNames[tag] ?? (tag || 'unknown');
};

const time = (iso: string) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))} UTC</time>`;

// Both colour schemes from the system setting; contrast ≥ 4.5:1 in each; a focus ring on every link.
const style = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --link: #0550ae; --panel: #f6f8fa; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9da7b3; --line: #30363d; --link: #79c0ff; --panel: #161b22; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
p { margin: 0 0 1rem; color: var(--muted); }
a { color: var(--link); }
a:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; border-radius: 2px; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; color: var(--muted); padding-bottom: .5rem; }
th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
th { font-weight: 600; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel); border: 1px solid var(--line); padding: 1rem; margin: 0; }
iframe { width: 100%; height: 32rem; border: 1px solid var(--line); background: #ffffff; }
@media (max-width: 40rem) { .wide { display: none; } }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/** The webhook catcher's section: its URL, then each request with its event, signature check and body. */
function renderWebhooks(hooks: CaughtWebhooks): string {
  const rows = hooks.items
    .map(
      (h) => `<tr>
<td>${time(h.receivedAt)}</td>
<td>${escapeHtml(h.eventType ?? '(not a standard body)')}</td>
<td>${h.verified ? 'Verified' : '<strong>Not verified</strong>'}</td>
<td class="wide"><details><summary>${escapeHtml(h.path)}</summary><pre>${escapeHtml(h.body)}</pre></details></td>
</tr>`,
    )
    .join('\n');
  const table = hooks.items.length
    ? `<table>
<caption>${hooks.items.length === 1 ? '1 request' : `${hooks.items.length} requests`}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">Event</th><th scope="col">Signature</th><th scope="col" class="wide">Path and body</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No webhook received yet. Add an endpoint, then send a test event from its row.</p>';
  return `<h2 id="webhooks">Caught webhooks</h2>
<p>Point a webhook endpoint (Settings → Webhooks) at <code>${escapeHtml(hooks.url)}/</code> and any name: what it
receives is listed here, each signature checked with the endpoint's secret. The newest 200 are kept.</p>
${table}`;
}

/** The list: newest first, one row per message, its subject a link to the message; then the caught webhooks. */
export function renderMailList(
  messages: CaughtMessage[],
  base: string,
  webhooks: CaughtWebhooks | null = null,
): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td>${time(m.receivedAt)}</td>
<td>${escapeHtml(m.to)}</td>
<td><a href="${escapeHtml(`${base}/${encodeURIComponent(m.id)}`)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td class="wide">${escapeHtml(languageOf(m))}</td>
</tr>`,
    )
    .join('\n');
  const body = messages.length
    ? `<table>
<caption>${messages.length === 1 ? '1 message' : `${messages.length} messages`}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col" class="wide">Language</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>Nothing caught yet. Send a message from the contact form, or wait for an alert.</p>';
  return page(
    'Caught mail',
    `<h1>Caught mail</h1>
<p>Every message the pool API sent since it started, caught on this machine and sent nowhere else (no
<code>LODE_SMTP_URL</code> is set). The newest 200 are kept.</p>
${body}
${webhooks ? renderWebhooks(webhooks) : ''}`,
  );
}

/** One message: who, when, the language, the text, and the HTML in a frame that may run nothing. */
export function renderMailMessage(m: CaughtMessage, base: string): string {
  const html = m.html
    ? `<iframe sandbox title="The HTML part of the message" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : '<p>This message has no HTML part.</p>';
  return page(
    `${m.subject || '(no subject)'}: caught mail`,
    `<p><a href="${escapeHtml(base)}">All caught mail</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
<dt>Received</dt><dd>${time(m.receivedAt)}</dd>
<dt>From</dt><dd>${escapeHtml(m.from)}</dd>
<dt>To</dt><dd>${escapeHtml(m.to)}</dd>
<dt>Language</dt><dd>${escapeHtml(languageOf(m))}</dd>
${m.headers['list-unsubscribe'] ? `<dt>Unsubscribe</dt><dd>${escapeHtml(m.headers['list-unsubscribe'])}</dd>` : ''}
</dl>
<h2>Text</h2>
<pre>${escapeHtml(m.text)}</pre>
<h2>HTML</h2>
${html}`,
  );
}
