// jsdom without the platform globals react-router 7 data routers use (Request, fetch,
// TextEncoder…): this environment lends them from Node, which has them natively.
const { TestEnvironment } = require('jest-environment-jsdom');

const lent = ['Request', 'Response', 'Headers', 'fetch', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];
// Node's Request accepts only Node's AbortSignal, so these two replace jsdom's.
const replaced = ['AbortController', 'AbortSignal'];

class JsdomWithPlatformGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of lent) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    for (const name of replaced) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithPlatformGlobals;
