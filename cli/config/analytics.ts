// Google's analytics as Docusaurus's classic preset offers them (gtag, googleAnalytics,
// googleTagManager): the tags every page gets, and what the Content-Security-Policy must allow for
// them. Client-side navigation reports a page view on the router's ROUTE_CHANGE_EVENT, after the
// new page's title is set. Inline scripts are constant text per tracking id, allowed by hash.
import { ROUTE_CHANGE_EVENT } from '../../runtime/shared/events.js';

export interface AnalyticsOptions {
  readonly gtag?: { readonly trackingID: string | readonly string[]; readonly anonymizeIP: boolean };
  readonly googleAnalytics?: { readonly trackingID: string; readonly anonymizeIP: boolean };
  readonly googleTagManager?: { readonly containerId: string };
}

export interface Tag {
  readonly tagName: string;
  readonly attributes: Readonly<Record<string, string | boolean>>;
  readonly innerHTML?: string;
}

export interface AnalyticsTags {
  readonly headTags: readonly Tag[];
  readonly preBodyTags: readonly string[];
  /** Sources the policy adds, by directive: where the scripts send their reports. */
  readonly directives: Readonly<Record<string, readonly string[]>>;
}

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = 'https://www.google-analytics.com';
/** Where Google's scripts send hits: any region's collection host. */
const COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

const js = (value: unknown) => JSON.stringify(value);
const preconnect = (href: string): Tag => ({ tagName: 'link', attributes: { rel: 'preconnect', href } });
const script = (innerHTML: string): Tag => ({ tagName: 'script', attributes: {}, innerHTML });
/** Runs `report` once the router has shown a new page and its title. */
const onRouteChange = (report: string) => `window.addEventListener(${js(ROUTE_CHANGE_EVENT)},function(){setTimeout(function(){${report}})});`;
const pagePath = 'location.pathname+location.search+location.hash';

function gtag({ trackingID, anonymizeIP }: NonNullable<AnalyticsOptions['gtag']>): Tag[] {
  const ids = typeof trackingID === 'string' ? [trackingID] : [...trackingID];
  const settings = anonymizeIP ? `,${js({ anonymize_ip: true })}` : '';
  return [
    preconnect(ANALYTICS),
    preconnect(TAG_MANAGER),
    { tagName: 'script', attributes: { async: true, src: `${TAG_MANAGER}/gtag/js?id=${encodeURIComponent(ids[0] ?? '')}` } },
    script(
      [
        'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}',
        "gtag('js',new Date());",
        ...ids.map((id) => `gtag('config',${js(id)}${settings});`),
        onRouteChange(
          `gtag('set','page_path',${pagePath});gtag('event','page_view',{page_title:document.title,page_location:location.href,page_path:${pagePath}});`,
        ),
      ].join(''),
    ),
  ];
}

function googleAnalytics({ trackingID, anonymizeIP }: NonNullable<AnalyticsOptions['googleAnalytics']>): Tag[] {
  return [
    preconnect(ANALYTICS),
    script(
      [
        'window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)};ga.l=+new Date;',
        `ga('create',${js(trackingID)},'auto');`,
        anonymizeIP ? "ga('set','anonymizeIp',true);" : '',
        "ga('send','pageview');",
        onRouteChange(`ga('set','page',${pagePath});ga('send','pageview');`),
      ].join(''),
    ),
    { tagName: 'script', attributes: { async: true, src: `${ANALYTICS}/analytics.js` } },
  ];
}

/** The page tags and policy sources of the analytics a site configured; none without any. */
export function analyticsTags(options: AnalyticsOptions): AnalyticsTags {
  const manager = options.googleTagManager;
  const id = manager ? encodeURIComponent(manager.containerId) : '';
  const headTags = [
    ...(options.gtag ? gtag(options.gtag) : []),
    ...(options.googleAnalytics ? googleAnalytics(options.googleAnalytics) : []),
    // Tag Manager follows client-side navigation itself (its history change trigger).
    ...(manager
      ? [
          preconnect(TAG_MANAGER),
          script("window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});"),
          { tagName: 'script', attributes: { async: true, src: `${TAG_MANAGER}/gtm.js?id=${id}` } },
        ]
      : []),
  ];
  const preBodyTags = manager
    ? [`<noscript><iframe src="${TAG_MANAGER}/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`]
    : [];
  const used = headTags.length > 0;
  const directives: Record<string, string[]> = used ? { 'connect-src': COLLECT } : {};
  if (manager) directives['frame-src'] = [TAG_MANAGER];
  return { headTags: dedupe(headTags), preBodyTags, directives };
}

/** One preconnect per origin when several services share it. */
function dedupe(tags: readonly Tag[]): Tag[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    if (tag.attributes.rel !== 'preconnect') return true;
    const key = String(tag.attributes.href);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
