import { channel } from 'node:diagnostics_channel';

/** What each prerender of this process tells its subscribers (an instance's metrics): how it ended and how long it took. */
export interface PrerenderReport {
  /** `rendered`: written; `refused`: a page failed its checks (PrerenderError); `failed`: anything else. */
  outcome: 'rendered' | 'refused' | 'failed';
  seconds: number;
}

/** The diagnostics channel every prerender reports on (node:diagnostics_channel): observed without a dependency on who observes. */
export const prerenderChannel = channel('wtm:releases:prerender');
