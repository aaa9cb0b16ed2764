// Which Markdown or MDX source a route shows. A module of its own, with type imports only, so the
// search worker can use it without loading the route table's code.
import type { DocFile, MarkdownSource, PageFile } from '../content/load-content.js';

/** The Markdown or MDX source a route shows, if it has one. Takes the two fields it reads, so the
 * route table (which uses it) need not be imported here. */
export const sourceOfRoute = (route: { readonly doc?: DocFile; readonly page?: PageFile }): MarkdownSource | undefined =>
  route.doc ?? (route.page?.kind === 'markdown' ? route.page : undefined);
