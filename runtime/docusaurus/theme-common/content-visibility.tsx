// The words of the unlisted and draft banners, and the unlisted page's noindex.
import Head from '../Head.js';
import Translate from '../Translate.js';

export function UnlistedBannerTitle() {
  return <Translate id="theme.contentVisibility.unlistedBanner.title">Unlisted page</Translate>;
}

export function UnlistedBannerMessage() {
  return (
    <Translate id="theme.contentVisibility.unlistedBanner.message">
      This page is unlisted. Search engines will not index it, and only users having a direct link can access it.
    </Translate>
  );
}

export function UnlistedMetadata() {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

export function DraftBannerTitle() {
  return <Translate id="theme.contentVisibility.draftBanner.title">Draft page</Translate>;
}

export function DraftBannerMessage() {
  return (
    <Translate id="theme.contentVisibility.draftBanner.message">
      This page is a draft. It will only be visible in dev and be excluded from the production build.
    </Translate>
  );
}
