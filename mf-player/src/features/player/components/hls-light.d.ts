// hls.js publishes types for its full build only; the light build has the same API (less inside).
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
