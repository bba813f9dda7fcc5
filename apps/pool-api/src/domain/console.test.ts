import { describe, expect, it } from 'vitest';
import { asksForScript, renderMarkdown } from './markdown';
import { patternsOverlap, resolveRouteRule, validateRouteRules } from './routeRules';

// The two modules the console shares with the web app: the Markdown renderer (what the API serves and the editor
// previews) and the route rules' validator (what a save must satisfy beyond its shape).

describe('asksForScript', () => {
  it('finds script elements, event handlers and script or data links', () => {
    for (const hostile of [
      '<script>alert(1)</script>',
      'text <SCRIPT src="https://evil.example/x.js"></SCRIPT>',
      'a <img src=x onerror=alert(1)> b',
      '<a href="#" onclick="steal()">x</a>',
      '[click](javascript:alert(1))',
      '[click]( JavaScript:alert(1) )',
      '![x](data:image/svg+xml;base64,PHN2Zz4=)',
      '<javascript:alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
    ])
      expect(asksForScript(hostile), hostile).toBe(true);
  });

  it('lets the same text through as code, and ordinary Markdown and links', () => {
    for (const fine of [
      'Do not paste `<script>` tags',
      '```\n<script>alert(1)</script>\n```',
      '[Payouts](/payouts) and [the forum](https://forum.example) and <support@lode.localhost>',
      '**Bold** 5 < 6 and a > b, one=two',
      'The word onerror= in prose',
    ])
      expect(asksForScript(fine), fine).toBe(false);
  });
});

describe('renderMarkdown', () => {
  it('renders CommonMark', () => {
    expect(renderMarkdown('**Bold** and _soft_\n\n- one\n- two')).toBe(
      '<p><strong>Bold</strong> and <em>soft</em></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it('escapes raw HTML instead of passing it through', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(renderMarkdown('a <img src=x onerror=alert(1)> b')).toBe(
      '<p>a &lt;img src=x onerror=alert(1)&gt; b</p>',
    );
  });

  it('keeps http(s), mailto and site links, marks external ones, and empties every other scheme', () => {
    expect(renderMarkdown('[a](/news)')).toBe('<p><a href="/news">a</a></p>');
    expect(renderMarkdown('[a](https://example.com)')).toBe(
      '<p><a href="https://example.com" rel="nofollow noopener noreferrer">a</a></p>',
    );
    expect(renderMarkdown('[a](mailto:support@lode.localhost)')).toContain(
      'href="mailto:support@lode.localhost"',
    );
    for (const hostile of [
      '[a](javascript:alert(1))',
      '[a](JavaScript:alert(1))',
      '[a](java&#115;cript:alert(1))',
      '[a](data:text/html,x)',
      '[a](vbscript:x)',
      '[a](irc://irc.example)',
      '<javascript:alert(1)>',
    ])
      expect(renderMarkdown(hostile), hostile).toMatch(/<a href="">/);
  });

  it('shows an image from elsewhere as its alt text, and keeps the site’s own', () => {
    expect(renderMarkdown('![rig](https://tracker.example/p.png)')).toBe('<p>rig</p>');
    expect(renderMarkdown('![rig](//tracker.example/p.png)')).toBe('<p>rig</p>');
    expect(renderMarkdown('![rig](/images/rig.png)')).toBe('<p><img src="/images/rig.png" alt="rig" /></p>');
  });
});

describe('validateRouteRules', () => {
  const rule = (match: string, redirect: string, status = 301) => ({ match, redirect, status });
  const fields = (rules: unknown[]) => validateRouteRules(rules).map((p) => p.field);

  it('accepts a good table', () => {
    expect(
      validateRouteRules([
        rule('/old/**', '/news'),
        rule('/blog/*', 'https://blog.example.com/', 302),
        rule('/a', '/b?ref=a'),
        rule('/b', '/stats'),
      ]),
    ).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(fields([{ match: 'old', redirect: '/news', status: 301 }])).toEqual(['rules.0.match']);
    expect(fields([{ redirect: '/news' }])).toEqual(['rules.0.match', 'rules.0.status']);
    expect(fields([rule('/ok', 'ftp://files.example')])).toEqual(['rules.0.redirect']);
    expect(fields([rule('/ok', 'news')])).toEqual(['rules.0.redirect']);
    expect(fields([rule('/ok', '/a\\b')])).toEqual(['rules.0.redirect']);
    expect(fields([rule('/a b', '/news')])).toEqual(['rules.0.match']);
  });

  it('refuses every pattern that could catch a protected path, in any language', () => {
    for (const match of [
      '/admin',
      '/admin/**',
      '/*/news',
      '/auth/*',
      '/silent-check-sso.html',
      '/error/banned',
      '/*',
    ])
      expect(fields([rule(match, '/news')]), match).toEqual(['rules.0.match']);
    expect(fields([rule('/cn/admin', '/news')])).toEqual(['rules.0.match']);
    expect(fields([rule('/administration', '/news')])).toEqual([]);
  });

  it('refuses loops, direct or through other rules, and a target matching its own rule', () => {
    expect(fields([rule('/a', '/b'), rule('/b', '/c'), rule('/c', '/a')])).toEqual([
      'rules.0.redirect',
      'rules.1.redirect',
      'rules.2.redirect',
    ]);
    expect(fields([rule('/x/**', '/x/y')])).toEqual(['rules.0.redirect']);
    expect(fields([rule('/a', '/ru/a')])).toEqual(['rules.0.redirect']);
    // A chain that ends (no rule for /c) or leaves the site is fine.
    expect(fields([rule('/a', '/b'), rule('/b', '/c')])).toEqual([]);
    expect(fields([rule('/a', 'https://example.com/a')])).toEqual([]);
  });

  it('agrees with the matcher the hosts apply', () => {
    const rules = [rule('/old/**', '/news')];
    expect(validateRouteRules(rules)).toEqual([]);
    expect(
      resolveRouteRule(
        { maintenance: false, rules: [{ match: '/old/**', redirect: '/news', status: 301 }] },
        '/ru/old/x',
      ),
    ).toEqual({
      to: '/ru/news',
      status: 301,
      external: false,
    });
  });
});

describe('patternsOverlap', () => {
  it('tells whether some path matches both patterns', () => {
    expect(patternsOverlap('/**', '/admin')).toBe(true);
    expect(patternsOverlap('/*/x', '/admin/**')).toBe(true);
    expect(patternsOverlap('/a/*', '/a')).toBe(false);
    expect(patternsOverlap('/a/**', '/a')).toBe(true);
    expect(patternsOverlap('/ADMIN', '/admin')).toBe(true);
    expect(patternsOverlap('/news/*', '/admin/**')).toBe(false);
  });
});
