// What the privacy page says about measuring visits (issue 30, docs/decisions/0034). Kept
// here for the privacy page to show; keep it true to features/telemetry and the API.

export const telemetryPrivacyContent = {
  heading: 'How we measure how the site works for you',
  paragraphs: [
    'To find pages that load slowly or break, your browser tells us, for each page you open, how long the page took to show and respond (the Core Web Vitals: LCP, INP, CLS and TTFB), whether a part of it failed to load or stopped with an error, and which version of the site and of that part it ran.',
    'We store the page’s address without anything after a “?” or “#”, the measurements, a shortened error message from which e-mail addresses and web-address parameters are removed, the versions, the time, and a random number made for that one page view. We do not store your IP address, your browser, your account, any cookie or anything that links one page view to another. We delete these records after 30 days.',
    'If your browser sends Do Not Track or Global Privacy Control, it sends none of this, and our server ignores such reports.',
    'When we try a new version of a part of the site with some visitors first, a cookie named wtm_cohort holds a random number from 0 to 99 so that you keep seeing the same version. Many visitors share each number; it is not linked to you or to anything we store, and it expires after 30 days.',
  ],
} as const;
