// The page data of a generated category index: the category's items as a list of cards, as
// pre-rendered HTML, so the page renders and hydrates like any Markdown doc.
import type { MarkdownPageData } from '../../../runtime/shared/types.js';
import type { IndexPage } from '../../routes/sidebars.js';
import { escapeHtml } from '../output/html.js';

export function categoryIndexData({ index, pluginId, version }: { index: IndexPage; pluginId: string; version: string }): MarkdownPageData {
  const cards = index.items
    .map(
      (item) =>
        `<li class="category-index__item"><a class="category-card" href="${escapeHtml(item.href)}"><span class="category-card__title">${escapeHtml(item.label)}</span>${
          item.description ? `<span class="category-card__description">${escapeHtml(item.description)}</span>` : ''
        }</a></li>`,
    )
    .join('');
  const lead = index.description ? `<p>${escapeHtml(index.description)}</p>` : '';
  return {
    kind: 'doc',
    title: index.title,
    description: index.description ?? '',
    html: `${lead}<ul class="category-index">${cards}</ul>`,
    toc: [],
    hideTitle: false,
    hideTableOfContents: true,
    doc: { id: `category:${index.routePath}`, pluginId, version, sidebarId: index.sidebarId },
  };
}
