import { resolve } from 'node:path';
import { Type, type TOptional, type TString } from '@sinclair/typebox';
import { productCodes, type ProductCode } from '@wtm/contract';
import { httpUrl, normalizedUrl, path, type ValuesOf } from './variables.ts';

/**
 * What the environment says about products: each product's base URL, the
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
export const productUrlVariable = (code: ProductCode) => `PRODUCT_URL_${code}` as const;

const productUrlVariables = Object.fromEntries(productCodes.map((code) => [productUrlVariable(code), httpUrl()])) as Record<
  ReturnType<typeof productUrlVariable>,
  TOptional<TString>
>;

export const productVariables = {
  ...productUrlVariables,
  // The value is a secret: writeOnly keeps it out of the message.
  HANDOFF_SECRET: Type.Optional(
    Type.String({
      minLength: HANDOFF_SECRET_MIN_LENGTH,
      writeOnly: true,
      problem: `must be at least ${HANDOFF_SECRET_MIN_LENGTH} characters (use: openssl rand -base64 48)`,
    }),
  ),
  DOWNLOAD_EXE_URL: httpUrl(),
  DOWNLOAD_EXE_FILE: path(),
};

export function readProductsEnv(values: ValuesOf<typeof productVariables>, cwd: string): ProductsEnv {
  const urls: Partial<Record<ProductCode, string>> = {};
  for (const code of productCodes) {
    const url = values[productUrlVariable(code)];
    if (url !== undefined) urls[code] = normalizedUrl(url);
  }
  return {
    urls,
    handoffSecret: values.HANDOFF_SECRET,
    downloadExeUrl: values.DOWNLOAD_EXE_URL === undefined ? undefined : normalizedUrl(values.DOWNLOAD_EXE_URL),
    downloadExeFile: values.DOWNLOAD_EXE_FILE === undefined ? undefined : resolve(cwd, values.DOWNLOAD_EXE_FILE),
  };
}
