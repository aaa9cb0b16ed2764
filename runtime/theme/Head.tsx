// Sets the page title and description. On the server the values are collected for the HTML
// document; in the browser they are applied to document.head after each navigation.
import { useContext, useEffect } from 'react';
import { formatTitle } from '../shared/title.js';
import { HeadContext, useRoute, type HeadData } from './context.js';

export default function Head({ title, description, noIndex }: HeadData) {
  const collector = useContext(HeadContext);
  const { site } = useRoute();
  if (collector) Object.assign(collector, { title, description, noIndex });
  useEffect(() => {
    document.title = formatTitle({ title, siteTitle: site.title, delimiter: site.titleDelimiter });
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, site.title, site.titleDelimiter]);
  return null;
}
