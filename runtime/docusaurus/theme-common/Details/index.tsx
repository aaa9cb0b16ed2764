// `@docusaurus/theme-common/Details`: a <details> that opens and closes with a height animation.
// The element stays a real <details> (it works without JavaScript); once the page runs, a click on
// its summary animates the content and `data-collapsed` follows it. Pre-rendered Markdown gets
// the same behaviour from runtime/browser/details.ts.
import { isValidElement, useRef, useState, type ComponentProps, type MouseEvent, type ReactElement } from 'react';
import useBrokenLinks from '../../useBrokenLinks.js';
import { useIsBrowser } from '../../BrowserOnly.js';
import { Collapsible, useCollapsible } from '../collapsible.js';
import { DETAILS_CLASSES, isInSummary } from '../../../shared/details.js';

export type DetailsProps = { summary?: ReactElement | string } & ComponentProps<'details'>;

export function Details({ summary, children, ...props }: DetailsProps) {
  useBrokenLinks().collectAnchor(props.id);
  const isBrowser = useIsBrowser();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { collapsed, setCollapsed } = useCollapsible({ initialState: !props.open });
  // `open` follows the animation: it goes false only once the content has closed.
  const [open, setOpen] = useState(props.open);
  const summaryElement = isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>;
  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    // Only the summary's clicks stop here (a details inside another toggles alone); a link in the
    // content still reaches docgen's router, which listens on the document.
    if (!isInSummary(event.target as Element)) return;
    event.stopPropagation();
    event.preventDefault();
    if (collapsed) {
      setCollapsed(false);
      setOpen(true);
    } else setCollapsed(true);
  };
  return (
    <details
      {...props}
      ref={detailsRef}
      open={open}
      data-collapsed={collapsed}
      className={[DETAILS_CLASSES.details, isBrowser ? DETAILS_CLASSES.isBrowser : '', props.className].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        // A double click on the summary does not select its text.
        if (isInSummary(event.target as Element) && event.detail > 1) event.preventDefault();
      }}
      onClick={onClick}
    >
      {summaryElement}
      <Collapsible
        lazy={false}
        collapsed={collapsed}
        onCollapseTransitionEnd={(nowCollapsed) => {
          setCollapsed(nowCollapsed);
          setOpen(!nowCollapsed);
        }}
      >
        <div className={DETAILS_CLASSES.content}>{children}</div>
      </Collapsible>
    </details>
  );
}

export default Details;
