// PhotoSwipe's stylesheet, imported by the late script for webpack's side effects only.
declare module 'photoswipe/style.css';
