// Stylesheets are imported for webpack's side effects only.
declare module '*.scss';
