// `@theme/ErrorPageContent`: what shows in the page's place when it crashes in the browser.
import Translate from '@docusaurus/Translate';
import { ErrorBoundaryError, ErrorBoundaryTryAgainButton } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';

export default function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.ErrorPageContent.title">This page crashed.</Translate>
          </Heading>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
          </div>
          <hr />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
        </div>
      </div>
    </main>
  );
}
