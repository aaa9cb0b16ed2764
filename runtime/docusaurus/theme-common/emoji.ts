// A label's leading emoji (a doc card's icon): the first grapheme when it is an emoji.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/** An emoji as Unicode lists them (RGI); browsers without the `v` flag test the grapheme's first
 * code point for a pictograph instead. */
const EMOJI = ((): RegExp => {
  try {
    return new RegExp('^\\p{RGI_Emoji}$', 'v');
  } catch {
    return new RegExp('^\\p{Extended_Pictographic}', 'u');
  }
})();

export function extractLeadingEmoji(input: string): { emoji: string | null; rest: string } {
  const first = segmenter?.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!first || !EMOJI.test(first)) return { emoji: null, rest: input };
  return { emoji: first, rest: input.slice(first.length) };
}
