import { aboutText } from './about-text';

describe('aboutText', () => {
  it('keeps plain text as it is', () => {
    expect(aboutText('A Reformed church in Ottawa.')).toBe('A Reformed church in Ottawa.');
  });

  it('turns HTML into text with its paragraph breaks', () => {
    expect(aboutText('<p>Welcome!</p><p>We meet <b>every</b> Sunday.</p>')).toBe('Welcome!\nWe meet every Sunday.');
  });

  it('never keeps scripts or attributes', () => {
    expect(aboutText('<img src=x onerror="alert(1)">Hi<script>alert(2)</script>')).toBe('Hi');
  });

  it('decodes entities', () => {
    expect(aboutText('Faith &amp; Hope')).toBe('Faith & Hope');
  });

  it('is empty for nothing', () => {
    expect(aboutText(null)).toBe('');
  });
});
