// The ZELF home page: hero with the product name and tagline, calls to action to both docs trees,
// and one card per main topic. Written in the interface's language.
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { useRoute } from '@theme/context';

interface Card {
  readonly title: string;
  readonly body: string;
  readonly to: string;
}

const TEXT = {
  en: {
    title: 'ZELF developer documentation',
    description: 'Documentation for ZelfProofs, QR proofs, ZELF Name Service names and the ZELF API, in English and Spanish.',
    tagline: 'Your face is your key',
    lead: 'ZELF turns a face into a ZelfProof: a non-biometric binary value that encrypts and decrypts data, so no biometric data is ever stored.',
    english: 'Read the docs in English',
    spanish: 'Leer la documentación en español',
    cardsTitle: 'What you can build',
    cards: [
      {
        title: 'ZelfProofs',
        body: 'Create a proof from a face and metadata, then decrypt or preview it. The face is used during the session and then discarded.',
        to: '/docs/functions/create-zelfproof',
      },
      {
        title: 'QR proofs',
        body: 'Store a ZelfProof as a QR code, with an optional IPFS backup, and decrypt it later with the face and an optional password.',
        to: '/docs/functions/create-qr-zelfproof',
      },
      {
        title: 'ZNS names',
        body: 'The Zelf Name Service keeps seed phrases protected by encryption derived from the user’s face. Lease a name and preview it.',
        to: '/docs/zns/online/lease-a-zelf-name',
      },
      {
        title: 'The ZELF API',
        body: 'Manage accounts, tags and licenses over HTTP at api.zelf.world, with request examples in cURL, JavaScript and Python.',
        to: '/docs/api/accounts/create-account',
      },
    ] satisfies Card[],
  },
  es: {
    title: 'Documentación para desarrolladores de ZELF',
    description: 'Documentación de ZelfProofs, pruebas QR, nombres de ZELF Name Service y la API de ZELF, en inglés y en español.',
    tagline: 'Tu rostro es tu llave',
    lead: 'ZELF convierte un rostro en un ZelfProof: un valor binario no biométrico que cifra y descifra datos, de modo que nunca se almacenan datos biométricos.',
    english: 'Read the docs in English',
    spanish: 'Leer la documentación en español',
    cardsTitle: 'Qué puede construir',
    cards: [
      {
        title: 'ZelfProofs',
        body: 'Cree una prueba a partir de un rostro y metadatos, y después descífrela o consulte su vista previa. El rostro solo se usa durante la sesión.',
        to: '/docs-es/funciones/crear-zelfproof',
      },
      {
        title: 'Pruebas QR',
        body: 'Guarde un ZelfProof como código QR, con copia opcional en IPFS, y descífrelo más tarde con el rostro y una contraseña opcional.',
        to: '/docs-es/funciones/crear-qr-zelfproof',
      },
      {
        title: 'Nombres ZNS',
        body: 'Zelf Name Service protege frases semilla con un cifrado derivado del rostro del usuario. Alquile un nombre y consulte su vista previa.',
        to: '/docs-es/zns/online/alquilar-nombre-zelf',
      },
      {
        title: 'La API de ZELF',
        body: 'Gestione cuentas, etiquetas y licencias por HTTP en api.zelf.world, con ejemplos en cURL, JavaScript y Python.',
        to: '/docs-es/api/cuentas/crear-cuenta',
      },
    ] satisfies Card[],
  },
} as const;

export default function Home() {
  const { site, locale } = useRoute();
  const text = locale.code === 'es' ? TEXT.es : TEXT.en;
  return (
    <Layout title={text.title} description={text.description}>
      <main>
        <header className="hero">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__subtitle">{text.tagline}</p>
          <p className="hero__lead">{text.lead}</p>
          <p className="hero__buttons">
            <Link className="button button--primary" to="/docs/intro" lang="en">
              {text.english}
            </Link>
            <Link className="button button--secondary" to="/docs-es/intro" lang="es">
              {text.spanish}
            </Link>
          </p>
        </header>
        <section className="features" aria-labelledby="features-title">
          <h2 id="features-title" className="features__title">
            {text.cardsTitle}
          </h2>
          {text.cards.map((card) => (
            <Link className="feature" key={card.title} to={card.to}>
              <h3>{card.title}</h3>
              <p>{card.body}</p>
            </Link>
          ))}
        </section>
      </main>
    </Layout>
  );
}
