import { resolve } from 'node:path';
import { productCodes, type ProductCode } from '@wtm/contract';
import { parseHttpUrl } from './parsers.ts';

/**
 * What the environment says about products (issue 4): each product's base URL, the
 * hand-off secret and where the Windows installer comes from. Only what was set is
 * here; the defaults (the site's own landing pages, a secret kept in DATA_DIR, the file
 * `<DATA_DIR>/downloads/wtm-desktop-setup.exe`) are filled in by services/products-*.
 */
export interface ProductsEnv {
  /** PRODUCT_URL_ACCOUNT, PRODUCT_URL_CRM, PRODUCT_URL_SERVICE: http(s) base URLs. */
  urls: Partial<Record<ProductCode, string>>;
  /** HANDOFF_SECRET: at least 32 characters. */
  handoffSecret?: string | undefined;
  /** DOWNLOAD_EXE_URL: an http(s) URL the download redirects to. */
  downloadExeUrl?: string | undefined;
  /** DOWNLOAD_EXE_FILE: an installer file (absolute, or relative to the working directory). */
  downloadExeFile?: string | undefined;
}

export const HANDOFF_SECRET_MIN_LENGTH = 32;

/** The environment variable that holds a product's base URL. */
export const productUrlVariable = (code: ProductCode) => `PRODUCT_URL_${code}`;

type Read = <T>(name: string, parse: (value: string) => T, fallback: T) => T;

/** Reads the product variables with env.ts's `read` (which collects every problem). */
export function readProductsEnv(read: Read, cwd: string): ProductsEnv {
  const urls: Partial<Record<ProductCode, string>> = {};
  for (const code of productCodes) {
    const url = read<string | undefined>(productUrlVariable(code), parseHttpUrl, undefined);
    if (url !== undefined) urls[code] = url;
  }
  return {
    urls,
    handoffSecret: read<string | undefined>('HANDOFF_SECRET', parseHandoffSecret, undefined),
    downloadExeUrl: read<string | undefined>('DOWNLOAD_EXE_URL', parseHttpUrl, undefined),
    downloadExeFile: read<string | undefined>('DOWNLOAD_EXE_FILE', (value) => resolve(cwd, value), undefined),
  };
}

export function parseHandoffSecret(value: string): string {
  // The value is a secret: never repeated in the message.
  if (value.length < HANDOFF_SECRET_MIN_LENGTH) throw new Error(`must be at least ${HANDOFF_SECRET_MIN_LENGTH} characters (use: openssl rand -base64 48)`);
  return value;
}
