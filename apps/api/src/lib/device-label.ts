import Bowser from 'bowser';
import { coarseNetwork } from './client-address.ts';

/** What a session is listed with: browser and system, and the coarse network it started from. */
export interface SessionDevice {
  device: string | null;
  network: string | null;
}

/** The longest user agent read: a longer one is cut, never parsed whole. */
const MAX_USER_AGENT = 512;

/** "Chrome 131 on Windows" from a user agent (bowser), or null when it names neither. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (userAgent === undefined || userAgent.trim() === '') return null;
  const { browser, os } = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT));
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : undefined;
  if (name && os.name) return `${name} on ${os.name}`;
  return name ?? os.name ?? null;
}

/** What a session started by this request is listed with. */
export function sessionDeviceOf(request: { ip: string; headers: { 'user-agent'?: string | undefined } }): SessionDevice {
  return { device: deviceLabel(request.headers['user-agent']), network: coarseNetwork(request.ip) };
}
