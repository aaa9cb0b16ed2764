// `@theme/NotFound/Content`.
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

export default function NotFoundContent({ className }: { className?: string }) {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title">Page Not Found</Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1">We could not find what you were looking for.</Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
        </div>
      </div>
    </main>
  );
}
