// What the site-chrome chunk holds (see site-chrome.tsx): one module, so header and footer arrive in one request.
export { Footer } from './Footer';
export { Header } from './Header';
