/** "Page | Site"; just the site title when the page has none or repeats it. */
export function formatTitle({ title, siteTitle, delimiter }: { title?: string; siteTitle: string; delimiter: string }): string {
  const clean = title?.trim();
  return clean && clean !== siteTitle ? `${clean} ${delimiter} ${siteTitle}` : siteTitle;
}
