// Asked by both the shell's telemetry calls and the client they load, so it lives apart from both.

/** Whether the visitor asked not to be tracked (the API ignores such requests too). */
export function visitorOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const legacy = window as Window & { doNotTrack?: string };
  return nav.doNotTrack === '1' || legacy.doNotTrack === '1' || nav.globalPrivacyControl === true;
}
