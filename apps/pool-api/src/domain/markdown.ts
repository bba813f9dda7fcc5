import { micromark } from 'micromark';

// News bodies are Markdown written in the operator console; the API stores the source and answers the HTML this
// function makes, and the console's preview imports the same function (`@lode/pool-api/markdown`), so what the
// editor shows is what miners get. CommonMark through micromark with its safe defaults: raw HTML is escaped, never
// passed through, and link targets with a scheme other than http(s), mailto (and micromark's irc/xmpp, removed
// below) lose their href. On top of that, links keep only http(s), mailto and relative targets, external links get
// `rel="nofollow noopener noreferrer"`, and an image from another site becomes its alt text: a news item loads
// nothing from elsewhere into a miner's browser.

/** micromark's anchors: `<a href="…"` with its attribute values already escaped (no `"` inside). */
const anchor = /<a href="([^"]*)"/g;
/** micromark's images: `<img src="…" alt="…" />`, optionally with a title. */
const image = /<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/g;
const scheme = /^([a-z][a-z0-9+.-]*):/i;

/** Whether a link target is http(s), mailto or relative to the site. */
export function isSafeHref(href: string): boolean {
  const found = scheme.exec(href.trim());
  return !found || ['http', 'https', 'mailto'].includes((found[1] ?? '').toLowerCase());
}

/** Whether a URL leaves the site (it has a scheme or starts with `//`). */
const external = (url: string) => scheme.test(url) || url.startsWith('//');

/** Markdown to HTML that is safe to put into a page as it is (see above). */
export function renderMarkdown(source: string): string {
  const html = micromark(source);
  return html
    .replace(anchor, (_, href: string) => {
      if (!isSafeHref(href)) return '<a href=""';
      return external(href) ? `<a href="${href}" rel="nofollow noopener noreferrer"` : `<a href="${href}"`;
    })
    .replace(image, (whole, src: string, alt: string) => (external(src) || src === '' ? alt : whole));
}

/** Elements and attributes that run script, as they would come out of micromark with raw HTML let through. */
const scriptHtml = /<(?:script|iframe|object|embed|style|form|base|meta)\b|<[a-z][^>]*\son[a-z]+\s*=/i;
/** Link and image targets that run script or smuggle a document in. */
const scriptTarget = /\s(?:href|src)="\s*(?:javascript|vbscript|data):/i;

/**
 * Whether a Markdown source asks for script: a raw `<script>` (or iframe, object, style, form…) element, an event
 * handler attribute, or a `javascript:`, `vbscript:` or `data:` link. The API refuses such a text with a field error
 * (renderMarkdown would escape or drop all of it anyway); code spans and blocks, which show such text as text, do not
 * count. It renders the source with micromark's dangerous options on and reads what would have reached the page.
 */
export function asksForScript(source: string): boolean {
  const raw = micromark(source, { allowDangerousHtml: true, allowDangerousProtocol: true });
  return scriptHtml.test(raw) || scriptTarget.test(raw);
}
