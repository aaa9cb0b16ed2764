// `@theme/Tag`: a tag's link, with its number of posts on the tags index.
import Link from '@docusaurus/Link';

export interface Props {
  readonly permalink: string;
  readonly label: string;
  readonly count?: number;
  readonly description?: string;
}

export default function Tag({ permalink, label, count, description }: Props) {
  return (
    <Link rel="tag" href={permalink} {...(description ? { title: description } : {})} className={`tag_qE9H ${count ? 'tagWithCount_UC8q' : 'tagRegular_aHXt'}`}>
      {label}
      {count ? <span>{count}</span> : null}
    </Link>
  );
}
