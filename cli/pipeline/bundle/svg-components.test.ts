// The root of an SVG file as React props, and the markup inside it.
import { describe, expect, it } from 'vitest';
import { svgParts } from './svg-components.js';

describe('svgParts', () => {
  it('renames attributes React spells differently and keeps data- and aria- ones', () => {
    const parts = svgParts(
      '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- <svg class="not-this"> -->\n' +
        `<svg class="logo" fill-rule='evenodd' xml:space="preserve" data-name="A &amp; B" aria-hidden="true" style="fill: red; --accent: blue"><g><path d="M0 0"/></g></svg>\n`,
    );
    expect(parts).toEqual({
      props: {
        className: 'logo',
        fillRule: 'evenodd',
        xmlSpace: 'preserve',
        'data-name': 'A & B',
        'aria-hidden': 'true',
        style: { fill: 'red', '--accent': 'blue' },
      },
      inner: '<g><path d="M0 0"/></g>',
    });
  });

  it('reads a self-closing root, and refuses a file without one', () => {
    expect(svgParts('<svg viewBox="0 0 1 1"/>')).toEqual({ props: { viewBox: '0 0 1 1' }, inner: '' });
    expect(svgParts('<html></html>')).toBeUndefined();
    expect(svgParts('<svg><path>')).toBeUndefined();
  });
});
