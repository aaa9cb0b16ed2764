// Which React a build uses: one copy for the whole page, the site's and its libraries' and
// docgen's theme alike. docgen names React as a peer dependency, so a site's own React (18 or
// 19, as Docusaurus 3 allows) is the one its pages get; a site without one gets docgen's. Checked
// once per process, before anything is bundled: a React docgen's theme does not run on, or two
// halves of different versions, would fail later with an error that names neither.
import { readFileSync } from 'node:fs';
import { DocgenError, problems } from '../errors.js';
import { resolveFromDocgen } from '../paths.js';

/** The React majors docgen's theme and renderer are built for. */
export const SUPPORTED_REACT = [18, 19] as const;

let checked = false;

function versionOf(name: 'react' | 'react-dom'): string | undefined {
  try {
    return (JSON.parse(readFileSync(resolveFromDocgen(`${name}/package.json`), 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

export function checkReact(): void {
  if (checked) return;
  const react = versionOf('react');
  const dom = versionOf('react-dom');
  const major = Number(react?.split('.')[0]);
  if (react === undefined || dom === undefined || !(SUPPORTED_REACT as readonly number[]).includes(major) || react !== dom) {
    throw new DocgenError([problems.reactUnsupported({ react, dom, supported: SUPPORTED_REACT })]);
  }
  checked = true;
}
