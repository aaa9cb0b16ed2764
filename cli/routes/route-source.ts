// Which Markdown or MDX source a route shows. A module of its own, with type imports only, so the
// search worker can use it without loading the route table's code.
import type { MarkdownSource } from '../content/load-content.js';
import type { Route } from './route-table.js';

/** The Markdown or MDX source a route shows, if it has one. */
export const sourceOfRoute = (route: Route): MarkdownSource | undefined => route.doc ?? (route.page?.kind === 'markdown' ? route.page : undefined);
