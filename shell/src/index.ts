// Async boundary: Module Federation negotiates the shared modules (React, lingui, emotion...) before
// any of them is imported.
import('./bootstrap');
