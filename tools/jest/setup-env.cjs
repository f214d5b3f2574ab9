// react-router 7 needs TextEncoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// Data routers (createBrowserRouter / createMemoryRouter, needed for useBlocker) build a Request for every
// navigation, and jsdom has none. A navigation without loaders only reads url, method, headers and signal, so a
// small stand-in does; undici's real Request would reject jsdom's AbortSignal.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : String(input && input.url !== undefined ? input.url : input);
      this.method = (init.method || 'GET').toUpperCase();
      this.headers = new Map(Object.entries(init.headers || {}));
      this.signal = init.signal;
      this.body = init.body === undefined ? null : init.body;
    }
  };
}
