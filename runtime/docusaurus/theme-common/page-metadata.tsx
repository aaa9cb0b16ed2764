// `<PageMetadata>`: a page's title, description, keywords and social image in <head>, and any
// head tags given as children (@docusaurus/Head).
import type { ReactNode } from 'react';
import ThemeHead from '../../theme/Head.js';
import Head from '../Head.js';

export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: readonly string[] | string;
  image?: string;
  children?: ReactNode;
}) {
  const words = typeof keywords === 'string' ? keywords : keywords?.join(',');
  return (
    <>
      <ThemeHead title={title} description={description} />
      {words || image || children ? (
        <Head>
          {words ? <meta name="keywords" content={words} /> : null}
          {image ? <meta property="og:image" content={image} /> : null}
          {image ? <meta name="twitter:image" content={image} /> : null}
          {children}
        </Head>
      ) : null}
    </>
  );
}
