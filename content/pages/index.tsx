// Home page: a React page, wrapped in the theme's Layout like any Docusaurus page.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { useRoute } from '@theme/context';

const TEXT = {
  en: {
    lead: 'A static site generator for documentation: Markdown in, pre-rendered React pages out.',
    english: 'Read the guide (English)',
    spanish: 'Leer la guía (español)',
    features: [
      ['Pre-rendered', 'Every page is complete HTML that reads and navigates without JavaScript.'],
      ['Instant navigation', 'With JavaScript on, pages hydrate and links load only the next page’s content.'],
      ['Docusaurus content', 'Docs folders, sidebars files and front matter work as they are.'],
    ],
  },
  es: {
    lead: 'Un generador de sitios estáticos para documentación: entra Markdown, salen páginas React prerrenderizadas.',
    english: 'Read the guide (English)',
    spanish: 'Leer la guía (español)',
    features: [
      ['Prerrenderizado', 'Cada página es HTML completo que se lee y se navega sin JavaScript.'],
      ['Navegación instantánea', 'Con JavaScript, las páginas se hidratan y los enlaces cargan solo el contenido de la siguiente.'],
      ['Contenido de Docusaurus', 'Las carpetas de docs, los archivos de barras laterales y el front matter funcionan tal cual.'],
    ],
  },
} as const;

export default function Home() {
  const { site, locale } = useRoute();
  const text = locale.code === 'es' ? TEXT.es : TEXT.en;
  return (
    <Layout description={text.lead}>
      <main>
        <header className="hero">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__subtitle">{site.tagline}</p>
          <p>{text.lead}</p>
          <p className="hero__buttons">
            <Link className="button button--primary" to="/docs/intro">
              {text.english}
            </Link>{' '}
            <Link className="button button--secondary" to="/docs-es/intro" hrefLang="es">
              {text.spanish}
            </Link>
          </p>
        </header>
        <section className="features">
          {text.features.map(([title, body]) => (
            <div className="feature" key={title}>
              <h2>{title}</h2>
              <p>{body}</p>
            </div>
          ))}
        </section>
      </main>
    </Layout>
  );
}
