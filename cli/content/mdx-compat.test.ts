import { describe, expect, it } from 'vitest';
import { mdx1Compat } from './mdx-compat.js';

describe('mdx1Compat', () => {
  it('escapes a heading id and turns HTML comments into MDX comments, line for line', () => {
    const body = ['## Networks {#networks}', '', '<!-- note', 'for writers -->', 'Text {#not-a-heading}'].join('\n');
    const out = mdx1Compat(body);
    expect(out).toBe(['## Networks \\{#networks\\}', '', '{/* note', 'for writers */}', 'Text {#not-a-heading}'].join('\n'));
    expect(out.split('\n')).toHaveLength(body.split('\n').length);
  });

  it('leaves fenced code and inline code as written', () => {
    const body = ['```html', '<!-- kept -->', '## Title {#kept}', '```', 'Use `<!-- this -->` in HTML.', '~~~', '<!-- kept too -->'].join('\n');
    expect(mdx1Compat(body)).toBe(body);
  });
});
