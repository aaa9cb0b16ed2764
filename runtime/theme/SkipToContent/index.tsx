// `@theme/SkipToContent`: the first focusable element of every page, moving keyboard focus past
// the navbar (and a docs sidebar) to the page's main content.
import { SkipToContentLink } from '@docusaurus/theme-common/internal';

export default function SkipToContent() {
  return <SkipToContentLink className="skipToContent_G6ar" />;
}
