import { articlePlainText, isSafeArticleUrl, sanitizeArticleHtml } from './article-html';

describe('sanitizeArticleHtml', () => {
  it('keeps the allowed structure untouched', () => {
    const html =
      '<h2>Grace</h2><p>Saved by <strong>grace</strong> through <em>faith</em>.<br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Quote</blockquote><h3>a</h3><h4>b</h4>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops script elements with their content', () => {
    expect(sanitizeArticleHtml('<p>Hi</p><script>alert(1)</script><p>there</p>')).toBe('<p>Hi</p><p>there</p>');
    expect(sanitizeArticleHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('drops style and iframe elements with their content', () => {
    expect(sanitizeArticleHtml('<style>body{display:none}</style><iframe src="https://evil.example">x</iframe>Text')).toBe('Text');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeArticleHtml('<img src="/a.jpg" onerror="alert(1)" alt="A">')).toBe('<img src="/a.jpg" alt="A">');
    expect(sanitizeArticleHtml('<p onclick="steal()">x</p>')).toBe('<p>x</p>');
  });

  it('removes javascript: links, also when disguised', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href=" &#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
  });

  it('keeps safe links and marks them noopener', () => {
    expect(sanitizeArticleHtml('<a href="https://example.org/?a=1&amp;b=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:pastor@example.org">mail</a>')).toContain('href="mailto:pastor@example.org"');
  });

  it('drops images without a safe source', () => {
    expect(sanitizeArticleHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeArticleHtml('<img alt="no source">')).toBe('');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeArticleHtml('<div class="x"><span style="color:red">Hello</span></div>')).toBe('Hello');
    expect(sanitizeArticleHtml('<form action="/x"><input value="a">b</form>')).toBe('b');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeArticleHtml('1 &lt; 2 &amp;&amp; <b>3</b> &gt; 2')).toBe('1 &lt; 2 &amp;&amp; <b>3</b> &gt; 2');
    expect(sanitizeArticleHtml('<p title="x">"quoted"</p>')).toBe('<p>"quoted"</p>');
  });

  it('escapes quotes inside attribute values', () => {
    expect(sanitizeArticleHtml('<img src="/a.jpg" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="/a.jpg" alt="&quot; onerror=&quot;alert(1)">',
    );
  });

  it('closes what was left open and ignores stray closing tags', () => {
    expect(sanitizeArticleHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeArticleHtml('</strong>text</em>')).toBe('text');
  });

  it('does not let a broken comment or CDATA hide a script', () => {
    const out = sanitizeArticleHtml('<!--<script>x</script>--><p>a</p><![CDATA[<script>alert(1)</script>]]>');
    expect(out).not.toMatch(/<script/i);
    expect(out).toContain('<p>a</p>');
  });

  it('neutralises nested and unterminated script tricks', () => {
    expect(sanitizeArticleHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeArticleHtml('<svg><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeArticleHtml('<script>alert(1)')).toBe('');
  });
});

describe('isSafeArticleUrl', () => {
  it('accepts relative and http(s) URLs and refuses other schemes', () => {
    expect(isSafeArticleUrl('/sermons/1', 'a')).toBe(true);
    expect(isSafeArticleUrl('#part-2', 'a')).toBe(true);
    expect(isSafeArticleUrl('https://example.org', 'img')).toBe(true);
    expect(isSafeArticleUrl('mailto:a@b.c', 'img')).toBe(false);
    expect(isSafeArticleUrl('vbscript:x', 'a')).toBe(false);
    expect(isSafeArticleUrl('', 'a')).toBe(false);
  });
});

describe('articlePlainText', () => {
  it('reads the visible text only', () => {
    expect(articlePlainText('<p>One</p><p>Two <em>three</em></p><script>x</script>')).toBe('One Two three');
  });
});
