import { describe, expect, it } from 'vitest';
import { sourceExcerpt } from './excerpt.js';

describe("sourceExcerpt (a page's default description, as Docusaurus makes it)", () => {
  it('takes the first line that says something: past the title, imports, comments and code', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      '',
      '# The title',
      '<!-- a note for writers -->',
      '```sh',
      'npm install',
      '```',
      'The **first** line of a [paragraph](./other.md) with `code`,',
      'and its second line.',
    ].join('\n');
    expect(sourceExcerpt(body)).toBe('The first line of a paragraph with code,');
  });

  it('takes a heading that comes first, without its marks or its custom id', () => {
    expect(sourceExcerpt('# Title\n\n## Desktop browsers {#desktop}\n\nText.')).toBe('Desktop browsers');
  });

  it("skips admonition fences, keeps an image's alt text and drops emoji shortcodes", () => {
    expect(sourceExcerpt(':::note\n\n![A diagram](./d.png) :tada:\n:::')).toBe('A diagram');
  });

  it('says nothing for a body that says nothing', () => {
    expect(sourceExcerpt('\n\n# Only a title\n\n```\ncode\n```\n')).toBe('');
  });
});
