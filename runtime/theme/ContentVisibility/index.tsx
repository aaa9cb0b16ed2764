// `@theme/ContentVisibility`: the banner of an unlisted (or, in development, draft) page.
import ContentVisibilityDraft from '@theme/ContentVisibility/Draft';
import ContentVisibilityUnlisted from '@theme/ContentVisibility/Unlisted';

export default function ContentVisibility({ metadata }: { metadata: { unlisted: boolean; frontMatter: Readonly<Record<string, unknown>> } }) {
  const { unlisted, frontMatter } = metadata;
  return (
    <>
      {unlisted || frontMatter.unlisted === true ? <ContentVisibilityUnlisted /> : null}
      {frontMatter.draft === true ? <ContentVisibilityDraft /> : null}
    </>
  );
}
