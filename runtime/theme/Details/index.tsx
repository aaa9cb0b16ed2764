// `@theme/Details`: theme-common's Details in Infima's info alert look; `<details>` in MDX and
// Markdown renders it (MDXComponents/Details).
import { Details as DetailsGeneric, type DetailsProps } from '@docusaurus/theme-common/Details';
import { DETAILS_CLASSES } from '../../shared/details.js';

export type Props = DetailsProps;

export default function Details(props: Props) {
  return <DetailsGeneric {...props} className={[DETAILS_CLASSES.theme, props.className].filter(Boolean).join(' ')} />;
}
